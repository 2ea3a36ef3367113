import './card-frame.css';
import { startCardFrame } from './card-frame';
import { encryptCardNumber, loadFrameKey } from './encrypt-card';

// The frame's entry (card-frame/index.html): its own bundle, with nothing of the app in it.
startCardFrame({
  window,
  document,
  loadKey: () => loadFrameKey(),
  encrypt: (key, digits) => encryptCardNumber(key, digits),
});
