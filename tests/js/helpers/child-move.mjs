// A child's move played on a step session the way the runner plays it: asked, played, reported.
// The rules refuse it (the runner explains and marks the piece's squares), or the lesson does.
export function childMove(session, uci) {
  const decision = session.checkMove(uci);
  if (decision?.action === 'illegal') return { status: 'illegal', ...decision };
  if (decision) return { status: 'refused', ...decision };
  const played = session.game.play(uci);
  if (!played.ok) return { status: 'illegal', ...session.illegal(played.error.code, uci) };
  return session.afterMove(played.value);
}
