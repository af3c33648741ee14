// Putting an image's Markdown into an article's body, as the editor's image
// picker does: on a paragraph of its own where the cursor was.

/** `text` with `markdown` as a paragraph of its own at `at` (a blank line either side, none at the ends). */
export function withImage(text: string, markdown: string, at: number): string {
  const before = text.slice(0, at).replace(/\s+$/, "");
  const after = text.slice(at).replace(/^\s+/, "");
  return [before, markdown, after].filter((part) => part !== "").join("\n\n");
}
