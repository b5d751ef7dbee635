import type { ImgHTMLAttributes } from 'react';
import type { CartProduct } from '@shop/contract/cart';
import { sizedImageUrl } from '../../lib/catalogue/images';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  image: CartProduct['image'];
  /** The square size the catalogue serves it at (spec §9). */
  px: number;
}

/** A product's picture at one of the shop's square sizes; decorative, as its name stands beside it. */
export function ProductThumb({ image, px, ...img }: Props) {
  return <img src={sizedImageUrl(image, px)} width={px} height={px} alt="" {...img} />;
}
