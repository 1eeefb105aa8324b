/**
 * Resolves in a task of its own: the work after it no longer lengthens the task that is running (a phone's input
 * waits for a whole task, and Lighthouse's total blocking time counts what each task takes over 50 ms).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Resolves in the first task after the next frame has been laid out and painted. A hidden page draws no frames: it
 * waits for none.
 */
export const afterPaint = () =>
  document.hidden ? nextTask() : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
