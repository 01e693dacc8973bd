// The site's own pages in en (see site.mjs).
export default {
  // The board demo page: its status lines.
  demo: {
    white: 'White to move',
    black: 'Black to move',
    check: ' (in check)',
    setup: 'Set-up mode: put pieces on the squares',
    free: 'Free mode: any piece moves anywhere',
    illegal: 'Not allowed: ',
  },
  // The "play the computer" page.
  play: {
    words: {
      home: 'Lessons',
      title: 'Play the computer',
      intro: 'Choose your colour and how strong the computer plays, then make your move. Every rule of chess is checked.',
      options: 'New game',
      language: 'Language',
      colour: 'I play',
      white: 'White',
      black: 'Black',
      level: 'Computer level',
      clock: 'Clock',
      noClock: 'No clock',
      newGame: 'New game',
      game: 'Game',
      retry: 'Ask the computer again',
      loading: 'Loading…',
      yourMove: 'Your move ({side}).',
      yourMoveCheck: 'Your move ({side}): your king is in check!',
      thinking: 'The computer is thinking…',
      computerMoved: 'The computer played {san}.',
      won: 'You won!',
      lost: 'The computer won this game.',
      drawn: 'A draw.',
      problem: 'The computer could not move: {message}',
    },
    // Why the game ended.
    endings: {
      checkmate: 'Checkmate: the king is in check and cannot get away, so that side loses.',
      resignation: 'One player gave up (resigned), so the other player wins.',
      stalemate: 'Stalemate: the player to move has no move at all, but the king is not in check. It is a draw.',
      'dead-position': 'Neither side can checkmate the other any more, so it is a draw.',
      agreement: 'Both players agreed to a draw.',
      'threefold-repetition': 'The same position came three times and the draw was claimed, so it is a draw.',
      'fifty-moves': 'Fifty moves in a row with no capture and no pawn move, and the draw was claimed, so it is a draw.',
      'fivefold-repetition': 'The same position came five times. Today’s rules: that is a draw at once.',
      'seventy-five-moves': 'Seventy-five moves in a row with no capture and no pawn move. Today’s rules: that is a draw at once.',
      'time-forfeit': 'A player’s time on the clock ran out, and that player loses.',
      'time-forfeit-cannot-mate': 'A player’s time ran out, but the other player can no longer checkmate, so it is a draw.',
    },
  },
};
