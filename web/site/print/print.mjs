// A lesson's print view (dist/lesson/<id>/print/, written by scripts/build-print.mjs) holds its
// words in every language: this shows one (language.mjs) and offers the print button.
import { chosenLang, offerPrint, showLang } from './language.mjs';
import { offerDiagramProjector } from '../projector-diagrams.mjs';

showLang(chosenLang());
offerPrint();
offerDiagramProjector(); // its diagrams one at a time, for a class
