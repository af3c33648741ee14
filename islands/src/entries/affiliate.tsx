// The affiliate product detail (/affiliate/{id}) below its server-rendered
// <h1>: gallery with thumbnails, brand, discount badge, price, M.R.P.,
// category, Buy Now, the Product Review blocks (lib/review.ts) and the
// affiliate disclosure. Props: { product, placeholderImage, disclosure (with
// Amazon's sentence for an Amazon product), priceAsOf ("Price as of …", the
// day the price was last set), buyLink (our /go/ redirect) };
// the server renders the same content inside the mount point.
import { useState } from "react";
import { discountPercent, formatINR } from "../lib/money";
import { mountIslands } from "../lib/mount";
import { reviewBlocks } from "../lib/review";
import type { Product } from "../api/types";


interface AffiliateProps {
  product?: Product;
  /** Shown when the product has no image. */
  placeholderImage?: string;
  disclosure?: string;
  /** "Price as of 27 November 2026": when the price was last set. */
  priceAsOf?: string;
  /** Buy Now's address: our /go/ redirect, which counts the click. */
  buyLink?: string;
}

function AffiliateDetail({ product, placeholderImage = "", disclosure, priceAsOf, buyLink }: AffiliateProps) {
  const [shown, setShown] = useState(0);
  if (!product) {
    return (
      <p className="aff-loading" role="status">
        Loading...
      </p>
    );
  }
  const images = product.imageUrls ?? [];
  const off = discountPercent(product.price, product.originalPrice);
  const blocks = reviewBlocks(product.description, images);
  return (
    <div className="aff-detail">
      <div className="aff-top">
        <div className="aff-gallery">
          <img
            className="aff-main-image"
            src={images[shown] ?? placeholderImage}
            alt={images.length ? product.title : ""}
          />
          {images.length > 1 && (
            <ul className="aff-thumbs" aria-label="Product images">
              {images.map((url, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className="aff-thumb"
                    aria-label={`Show image ${i + 1} of ${images.length}`}
                    aria-pressed={i === shown}
                    onClick={() => setShown(i)}
                  >
                    <img src={url} alt="" width={64} height={64} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="aff-info">
          {product.brand && (
            <p className="aff-brand">
              Brand: <strong>{product.brand}</strong>
            </p>
          )}
          <p className="aff-pricing">
            {off !== null && off > 0 && <span className="aff-badge">{off}% off</span>}
            <span className="aff-price">{formatINR(product.price)}</span>
            {off !== null && product.originalPrice !== null && (
              <del className="aff-mrp">M.R.P. {formatINR(product.originalPrice)}</del>
            )}
          </p>
          {priceAsOf && <p className="aff-price-date">{priceAsOf}</p>}
          {product.category && <p className="aff-category">Category: {product.category}</p>}
          {buyLink && (
            <a className="btn btn-primary aff-buy" href={buyLink} target="_blank" rel="sponsored nofollow noopener noreferrer">
              Buy Now<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
      <section className="aff-review" aria-labelledby="aff-review-title">
        <h2 id="aff-review-title">Product Review</h2>
        {blocks.length === 0 ? (
          <p>No review available</p>
        ) : (
          blocks.map((b, i) => (
            <div className="aff-review-block" key={i}>
              {b.heading && <h3>{b.heading}</h3>}
              <p className="aff-review-text">{b.text}</p>
              {b.image && (
                <img
                  className="aff-review-image"
                  src={b.image}
                  alt={b.heading ? `${product.title}: ${b.heading}` : product.title}
                  loading="lazy"
                />
              )}
            </div>
          ))
        )}
      </section>
      {disclosure && <p className="aff-disclosure">{disclosure}</p>}
    </div>
  );
}

mountIslands("affiliate", AffiliateDetail, "now");
