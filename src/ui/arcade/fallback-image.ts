import type { SyntheticEvent } from 'react'
import { FALLBACK_IMAGE_URL } from '../../shared/constants'

/** onError of a listing's image: one that fails to load shows the generic arcade picture instead. */
export function showFallbackImage(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget
  if (!img.src.endsWith(FALLBACK_IMAGE_URL)) img.src = FALLBACK_IMAGE_URL
}
