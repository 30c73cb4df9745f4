import { useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Image } from '@quimia/contracts';
import { ProductImage } from '@/domain/catalog/product-image';

type ProductGalleryProps = { images: Image[]; name: string };

const slideId = (index: number) => `imagen-${index + 1}`;

/**
 * The pictures side by side in a strip that snaps to one at a time (a swipe on a phone), and, with
 * several, a row of thumbnails that are links to each: a tap shows its picture even before the
 * page's scripts run (the browser scrolls the strip to the link's target). Once they run, the
 * strip glides there without touching the address, and the thumbnail shown is marked.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const stripRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);

  if (images.length <= 1) {
    return (
      <ProductImage
        image={images[0] ?? null}
        alt={name}
        eager
        sizes="(min-width: 900px) 560px, 100vw"
        sx={{ borderRadius: 2 }}
      />
    );
  }

  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const strip = stripRef.current;
    const slide = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !slide) return;
    event.preventDefault();
    strip.scrollTo({ left: slide.offsetLeft - strip.offsetLeft, behavior: 'smooth' });
    setSelected(index);
  };

  const followScroll = () => {
    const strip = stripRef.current;
    if (!strip || strip.clientWidth === 0) return;
    setSelected(Math.min(images.length - 1, Math.round(strip.scrollLeft / strip.clientWidth)));
  };

  return (
    <Stack spacing={1.5}>
      <Box
        ref={stripRef}
        onScroll={followScroll}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          borderRadius: 2,
          // A thumbnail's target is put on screen without the header covering it.
          '& > *': { scrollMarginTop: 96 },
        }}
      >
        {images.map((image, index) => (
          <Box
            key={image.id}
            id={slideId(index)}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}
          >
            <ProductImage
              image={image}
              alt={index === 0 ? name : `${name}, imagen ${index + 1} de ${images.length}`}
              eager={index === 0}
              sizes="(min-width: 900px) 560px, 100vw"
              sx={{ borderRadius: 2 }}
            />
          </Box>
        ))}
      </Box>
      <Box
        component="nav"
        aria-label="Imágenes del producto"
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', p: 0.5 }}
      >
        {images.map((image, index) => (
          <Box
            component="a"
            key={image.id}
            href={`#${slideId(index)}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => show(event, index)}
            aria-label={`Ver imagen ${index + 1} de ${images.length}`}
            aria-current={index === selected ? 'true' : undefined}
            sx={{
              display: 'block',
              width: 72,
              flexShrink: 0,
              borderRadius: 1,
              overflow: 'hidden',
              outline: '2px solid',
              outlineColor: index === selected ? 'primary.main' : 'transparent',
              outlineOffset: 2,
              '&:focus-visible': { outlineColor: 'primary.dark' },
            }}
          >
            <Box
              component="img"
              src={image.urls.sm}
              width={image.width}
              height={image.height}
              alt=""
              loading="lazy"
              decoding="async"
              sx={{
                width: 1,
                height: 'auto',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                display: 'block',
              }}
            />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
