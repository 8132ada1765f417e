/** One line of rich text (15 px at line-height 1.9) and the editing area's padding. */
const LINE = 28.5;
const PADDING = 24;

/**
 * The editing area's height for this many lines: it scrolls past that, and can be dragged taller.
 * The editor and its stand-in both take it, so the page does not move when the editor arrives.
 */
export const bodyHeight = (rows = 10) => Math.round(rows * LINE) + PADDING;
