import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Calls `advance` every `intervalMs` while the element is on screen, not held (hovered or
 * focused), not `stopped`, and the shopper does not prefer reduced motion.
 */
export function useAutoAdvance(element: RefObject<HTMLElement | null>, advance: () => void, intervalMs: number, stopped: boolean) {
  const [visible, setVisible] = useState(false);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  // The latest callback, so the timer is not restarted each time the caller renders.
  const latestAdvance = useRef(advance);
  latestAdvance.current = advance;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);

  const running = visible && !held && !stopped && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => latestAdvance.current(), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);

  return { held, hold: () => setHeld(true), release: () => setHeld(false), reducedMotion };
}
