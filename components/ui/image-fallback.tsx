'use client';

import { useEffect } from 'react';

import { apiBase } from '@/lib/links';

function swapToPlaceholder(img: HTMLImageElement) {
  if (img.dataset.placeholder === 'done') return;
  img.dataset.placeholder = 'done';
  const width = img.width || Number(img.getAttribute('width')) || 400;
  const height = img.height || Number(img.getAttribute('height')) || 300;
  img.parentElement?.querySelectorAll('source').forEach((source) => source.remove());
  img.removeAttribute('srcset');
  img.src = `${apiBase}/api/placeholder/${Math.round(width)}/${Math.round(height)}`;
}

/** Any image that fails to load is swapped for the placeholder image (spec: silent substitution). */
export function ImageFallback() {
  useEffect(() => {
    document.querySelectorAll('img').forEach((img) => {
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) swapToPlaceholder(img);
    });
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) swapToPlaceholder(event.target);
    };
    window.addEventListener('error', onError, true);
    return () => window.removeEventListener('error', onError, true);
  }, []);
  return null;
}
