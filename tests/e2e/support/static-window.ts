import { Window } from 'happy-dom';

/** A window that parses HTML as a browser would and runs or loads nothing of it (no script, style or frame). */
export function staticWindow(): Window {
  return new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
}
