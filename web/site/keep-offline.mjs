// Registers the site's service worker from a teacher's page whose own script does not: the
// editor (web/site/editor/), whose bundle scripts/build-page-scripts.mjs builds with this module
// injected, so that its first visit keeps it for offline use (web/site/offline.mjs). The editor's
// check worker shares the bundle's chunks; there is no document there, and nothing to register.
import { registerServiceWorker } from './offline.mjs';

if (typeof document !== 'undefined') registerServiceWorker(new URL('../sw.js', document.baseURI));
