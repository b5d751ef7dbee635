/**
 * Laravel's login throttle (Fortify's `login` limiter): after 5 failed attempts for one e-mail
 * within 60 seconds, further attempts answer 429 until the minute that began with the first
 * failure is over. Kept in the process's memory like Laravel's cache: a restart forgets it.
 */
export const LOGIN_THROTTLE = { maxAttempts: 5, windowSeconds: 60 } as const;

interface Attempts {
  count: number;
  /** When the window that began with the first failure ends (ms since the epoch). */
  resetAt: number;
}

export function createLoginThrottle(now: () => number = Date.now) {
  const byEmail = new Map<string, Attempts>();
  const key = (email: string) => email.trim().toLowerCase();
  const live = (email: string) => {
    const attempts = byEmail.get(key(email));
    return attempts && attempts.resetAt > now() ? attempts : undefined;
  };

  return {
    /** Seconds until this e-mail may try again; 0 when it may now. */
    lockedFor(email: string): number {
      const attempts = live(email);
      if (!attempts || attempts.count < LOGIN_THROTTLE.maxAttempts) return 0;
      return Math.max(1, Math.ceil((attempts.resetAt - now()) / 1000));
    },
    fail(email: string): void {
      // Expired windows are dropped here, so the map only holds the last minute's failures.
      for (const [stale, attempts] of byEmail) if (attempts.resetAt <= now()) byEmail.delete(stale);
      const attempts = live(email);
      if (attempts) attempts.count += 1;
      else byEmail.set(key(email), { count: 1, resetAt: now() + LOGIN_THROTTLE.windowSeconds * 1000 });
    },
    /** A successful login forgets the e-mail's failures. */
    clear(email: string): void {
      byEmail.delete(key(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The 429's message, in seconds ('1 segundo', '42 segundos'). */
export function throttleMessage(seconds: number): string {
  const unit = seconds === 1 ? 'segundo' : 'segundos';
  return `Demasiados intentos de acceso. Inténtalo de nuevo en ${seconds} ${unit}.`;
}
