/**
 * Waits until Preact has run the effects of what was just rendered. With no browser frame
 * (jsdom) it runs them 35 ms after the render; a test that clicks a button the moment it
 * appears would click before the component had subscribed to its mutation, and TanStack
 * Query then skips the `mutate` call's own callbacks (the success toast). A person cannot
 * click within a frame; a test must wait for it.
 */
export const effectsRun = () => new Promise<void>((resolve) => setTimeout(resolve, 50));
