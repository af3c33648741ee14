// The affiliate product's "Product Review" blocks, from its description
//: split on "|||", blocks trimmed, empty ones dropped; a block
// "heading::text" splits at the first "::" (heading and text trimmed, an
// empty heading counts as none); block n (from 0) shows imageUrls[n + 1]
// when it exists, imageUrls[0] being the main image. The server renders the
// same blocks, so the two must agree.

export interface ReviewBlock {
  heading: string | null;
  text: string;
  image: string | null;
}

/** The review blocks in order; an empty list means "No review available". */
export function reviewBlocks(description: string | null | undefined, imageUrls: readonly string[]): ReviewBlock[] {
  return (description ?? "")
    .split("|||")
    .map((b) => b.trim())
    .filter((b) => b !== "")
    .map((block, n) => {
      const at = block.indexOf("::");
      const heading = at < 0 ? "" : block.slice(0, at).trim();
      const text = at < 0 ? block : block.slice(at + 2).trim();
      return { heading: heading || null, text, image: imageUrls[n + 1] ?? null };
    });
}
