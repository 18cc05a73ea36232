/**
 * Full-screen image viewer (spec §2.5/§9, z-index 4000): zoom (buttons, wheel, +/−), rotate, drag to pan,
 * previous/next (buttons, ←/→), Esc closes. Images are object URLs or stored fileids (fetched with the session).
 */
import { Box, Center, Flex, IconButton, Portal, Spinner, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuRotateCcw, LuRotateCw, LuScan, LuX, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import { IMAGE_VIEWER_Z_INDEX } from '@/domain/images';
import { useFileImageUrl } from '../image-uploader/file-api';
import { IDENTITY, cssTransform, rotate, step, zoomIn, zoomOut, type ViewTransform } from './viewer-state';

export interface ViewerImage {
  src?: string | null;
  fileid?: string | null;
  alt?: string;
}

export interface ImageViewerProps {
  images: ViewerImage[];
  /** the image shown; null keeps the viewer closed */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  if (index === null || images.length === 0) return null;
  const current = Math.min(index, images.length - 1);
  return <OpenViewer key={current} images={images} index={current} onIndexChange={onIndexChange} onClose={onClose} />;
}

function ToolButton({ label, onClick, children, testId }: { label: string; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      onClick={onClick}
      variant="ghost"
      color="white"
      size={{ base: 'sm', md: 'md' }}
      rounded="full"
      _hover={{ bg: 'whiteAlpha.300' }}
      data-testid={testId}
    >
      {children}
    </IconButton>
  );
}

function OpenViewer({ images, index, onIndexChange, onClose }: ImageViewerProps & { index: number }) {
  const { t } = useTranslation();
  const [view, setView] = useState<ViewTransform>(IDENTITY);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);
  const image = images[index];
  const remote = useFileImageUrl(image.src ? null : image.fileid);
  const src = image.src ?? remote.url;
  const total = images.length;
  const go = (by: 1 | -1) => total > 1 && onIndexChange(step(index, total, by));

  const keys = useRef({ go, onClose });
  keys.current = { go, onClose };
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    root.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') keys.current.onClose();
      else if (e.key === 'ArrowLeft') keys.current.go(-1);
      else if (e.key === 'ArrowRight') keys.current.go(1);
      else if (e.key === '+' || e.key === '=') setView(zoomIn);
      else if (e.key === '-' || e.key === '_') setView(zoomOut);
      else if (e.key === 'r' || e.key === 'R') setView((v) => rotate(v, e.shiftKey ? -90 : 90));
      else if (e.key === '0') setView(IDENTITY);
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  const onPointerDown = (e: PointerEvent) => {
    if (view.zoom <= 1) return;
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { x: view.x, y: view.y, startX: e.clientX, startY: e.clientY };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (d) setView((v) => ({ ...v, x: d.x + e.clientX - d.startX, y: d.y + e.clientY - d.startY }));
  };

  return (
    <Portal>
      <Box
        ref={root}
        position="fixed"
        inset="0"
        zIndex={IMAGE_VIEWER_Z_INDEX}
        bg="rgba(0, 0, 0, 0.88)"
        role="dialog"
        aria-modal="true"
        aria-label={t('imageViewer.title')}
        tabIndex={-1}
        outline="none"
        data-testid="image-viewer"
        style={{ zIndex: IMAGE_VIEWER_Z_INDEX }}
        onWheel={(e) => setView((v) => (e.deltaY < 0 ? zoomIn(v) : zoomOut(v)))}
      >
        <Center
          position="absolute"
          inset="0"
          overflow="hidden"
          onClick={(e) => e.target === e.currentTarget && onClose()}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          cursor={view.zoom > 1 ? 'grab' : 'default'}
        >
          {src && !failed ? (
            <chakra.img
              src={src}
              alt={image.alt ?? ''}
              // a quarter turn swaps the sides: fit the rotated picture, not the upright one
              maxW={view.rotation % 180 ? 'calc(100vh - 140px)' : '92vw'}
              maxH={view.rotation % 180 ? '92vw' : 'calc(100vh - 140px)'}
              objectFit="contain"
              userSelect="none"
              draggable={false}
              transition={drag.current ? 'none' : 'transform 0.2s ease'}
              style={{ transform: cssTransform(view) }}
              onError={() => setFailed(true)}
              data-testid="image-viewer-img"
              data-zoom={view.zoom}
              data-rotation={view.rotation}
            />
          ) : failed || remote.isError ? (
            <Text color="whiteAlpha.800">{t('imageViewer.loadFailed')}</Text>
          ) : (
            <Spinner color="white" size="lg" />
          )}
        </Center>

        <Flex position="absolute" top="0" insetX="0" justify="space-between" align="center" px="4" py="3" pointerEvents="none">
          <Text color="white" fontSize="sm" data-testid="image-viewer-counter">
            {t('imageViewer.counter', { current: index + 1, total })}
          </Text>
          <Box pointerEvents="auto">
            <ToolButton label={t('imageViewer.close')} onClick={onClose} testId="image-viewer-close">
              <LuX />
            </ToolButton>
          </Box>
        </Flex>

        {total > 1 && (
          <>
            <Box position="absolute" left={{ base: '1', md: '4' }} top="50%" transform="translateY(-50%)" bg="blackAlpha.500" rounded="full">
              <ToolButton label={t('imageViewer.previous')} onClick={() => go(-1)} testId="image-viewer-prev">
                <LuChevronLeft />
              </ToolButton>
            </Box>
            <Box position="absolute" right={{ base: '1', md: '4' }} top="50%" transform="translateY(-50%)" bg="blackAlpha.500" rounded="full">
              <ToolButton label={t('imageViewer.next')} onClick={() => go(1)} testId="image-viewer-next">
                <LuChevronRight />
              </ToolButton>
            </Box>
          </>
        )}

        <Flex
          position="absolute"
          bottom={{ base: '4', md: '6' }}
          left="50%"
          transform="translateX(-50%)"
          gap={{ base: '0', md: '1' }}
          bg="blackAlpha.700"
          rounded="full"
          px="2"
          py="1"
          align="center"
        >
          <ToolButton label={t('imageViewer.zoomOut')} onClick={() => setView(zoomOut)} testId="image-viewer-zoom-out">
            <LuZoomOut />
          </ToolButton>
          <Text color="white" fontSize="xs" minW="44px" textAlign="center" data-testid="image-viewer-zoom">
            {Math.round(view.zoom * 100)}%
          </Text>
          <ToolButton label={t('imageViewer.zoomIn')} onClick={() => setView(zoomIn)} testId="image-viewer-zoom-in">
            <LuZoomIn />
          </ToolButton>
          <ToolButton label={t('imageViewer.rotateLeft')} onClick={() => setView((v) => rotate(v, -90))} testId="image-viewer-rotate-left">
            <LuRotateCcw />
          </ToolButton>
          <ToolButton label={t('imageViewer.rotateRight')} onClick={() => setView((v) => rotate(v, 90))} testId="image-viewer-rotate-right">
            <LuRotateCw />
          </ToolButton>
          <ToolButton label={t('imageViewer.reset')} onClick={() => setView(IDENTITY)} testId="image-viewer-reset">
            <LuScan />
          </ToolButton>
        </Flex>
      </Box>
    </Portal>
  );
}
