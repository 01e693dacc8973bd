// Two ways into the class page besides its paste box and file picker: files dropped anywhere on
// the page, and children's QR codes read with the teacher's camera, where the browser has one and
// allows it (getUserMedia; the video's stream is no fetched address, which the site's CSP
// would judge). A frame is read four times a second (jsQR, web/lesson/progress-code-scan.mjs);
// each text not read before in this session is handed to `onText` (the page reads the codes in
// it), so that a row of children can hold up their screens one after another.
//
//   watchDrops(document, zone, (files) => …);
//   const camera = mountCamera({button, box, video, stop, status, t, onText});
const INTERVAL = 250;

/** Files dragged over the page light up `zone`; dropped, they go to `onFiles`. */
export function watchDrops(document, zone, onFiles) {
  const carriesFiles = (event) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  document.addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    zone.classList.add('is-dragging');
  });
  document.addEventListener('dragleave', (event) => {
    if (!event.relatedTarget) zone.classList.remove('is-dragging');
  });
  document.addEventListener('drop', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    zone.classList.remove('is-dragging');
    onFiles([...event.dataTransfer.files]);
  });
}

export const hasCamera = () => typeof globalThis.navigator?.mediaDevices?.getUserMedia === 'function';

export function mountCamera({ button, box, video, stop, status, t, onText }) {
  let stream = null;
  let timer = null;
  let seen = new Set();
  button.hidden = !hasCamera();

  function close() {
    clearTimeout(timer);
    timer = null;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
    box.hidden = true;
    button.hidden = !hasCamera();
    delete document.body.dataset.camera;
  }

  async function scan(readQrPixels) {
    if (!stream) return;
    if (video.readyState >= 2 && video.videoWidth) {
      const text = readQrPixels(video, video.videoWidth, video.videoHeight);
      if (text && !seen.has(text)) {
        seen.add(text);
        onText(text);
      }
    }
    timer = setTimeout(() => scan(readQrPixels), INTERVAL);
  }

  button.addEventListener('click', async () => {
    if (stream) return;
    status.textContent = '';
    try {
      const [{ readQrPixels }, media] = await Promise.all([
        import('../../lesson/progress-code-scan.mjs'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      seen = new Set();
      video.srcObject = stream;
      box.hidden = false;
      button.hidden = true;
      status.textContent = t('paste.cameraOn');
      await video.play();
      document.body.dataset.camera = 'on';
      stop.focus();
      scan(readQrPixels);
    } catch (error) {
      close();
      status.textContent = t('paste.cameraFailed', { detail: String(error?.message ?? error) });
    }
  });
  stop.addEventListener('click', () => {
    close();
    status.textContent = '';
    button.focus();
  });
  return { close };
}
