import { useState } from 'react';

export interface GalleryImage {
  Path: string;
  Alt: string;
}

/** The catalogue's images are 400 × 260; the width and height reserve their box before they arrive. */
export const CATALOGUE_IMAGE = { width: 400, height: 260 } as const;

/**
 * One image at a time with previous/next buttons; the position is announced.
 * `loading="lazy"` where the gallery starts below the fold.
 */
export function ImageGallery({
  images,
  label,
  loading = 'eager',
}: {
  images: GalleryImage[];
  label: string;
  loading?: 'eager' | 'lazy';
}) {
  const [index, setIndex] = useState(0);
  const image = images[index];
  if (!image) return null;
  const many = images.length > 1;
  const step = (delta: number) => setIndex((index + delta + images.length) % images.length);
  return (
    <div className="relative" role="group" aria-roledescription="carousel" aria-label={label}>
      <img
        src={image.Path}
        alt={image.Alt}
        {...CATALOGUE_IMAGE}
        loading={loading}
        decoding="async"
        className="aspect-[20/13] w-full rounded-t-lg object-cover"
      />
      {many && (
        <div className="absolute inset-x-2 bottom-2 flex items-center justify-between">
          <button
            type="button"
            onClick={() => step(-1)}
            className="min-h-11 min-w-11 rounded-full bg-white/90 text-xl shadow"
            aria-label={`Previous image of ${label}`}
          >
            ‹
          </button>
          <span className="rounded bg-white/90 px-2 text-sm" aria-live="polite">
            {index + 1} of {images.length}
          </span>
          <button
            type="button"
            onClick={() => step(1)}
            className="min-h-11 min-w-11 rounded-full bg-white/90 text-xl shadow"
            aria-label={`Next image of ${label}`}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
