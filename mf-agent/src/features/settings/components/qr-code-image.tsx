import { useMemo } from 'react';
import { Image } from '@chakra-ui/react';

/**
 * The server's QR code SVG as an image: an <img> never runs scripts or reaches into the page, so
 * the markup is shown without ever being parsed into our document.
 */
export function QrCodeImage({ svg, alt }: { svg: string; alt: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, [svg]);
  return (
    <Image
      src={src}
      alt={alt}
      boxSize={{ base: '44', md: '48' }}
      bg="white"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      flexShrink={0}
    />
  );
}
