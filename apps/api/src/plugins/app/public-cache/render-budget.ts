/**
 * Drawing again pages that writes dropped may take this many milliseconds per second, averaged
 * over the last seconds. Past it (writes dropping list pages faster than they can be drawn) such
 * a page is sent as the app shell that the browser draws with fresh data, kept for a moment
 * only, so that reads keep the time. A page drawn for the first time is always drawn.
 */
const REDRAW_BUDGET_MS_PER_SECOND = 400;
/** How long a write's drop makes a page's next drawing a redraw. */
export const REDRAW_WINDOW_MS = 60_000;
/** How long the shell sent instead of a redraw is kept. */
export const SHELL_TTL_MS = 1000;

/** Time spent drawing pages, decaying by half every second or so. */
export class RenderBudget {
  private spent = 0;
  private at = performance.now();

  private decay() {
    const now = performance.now();
    this.spent *= Math.exp(-(now - this.at) / 1000);
    this.at = now;
  }

  get available() {
    this.decay();
    return this.spent < REDRAW_BUDGET_MS_PER_SECOND;
  }

  charge(ms: number) {
    this.decay();
    this.spent += ms;
  }
}
