/**
 * Tab bar of visited views (spec §2.4): click to switch, × to close, right-click for refresh / close /
 * close others / close all. Titles are truncated at 7 characters with the full title in a tooltip.
 */
import { Box, Flex, Icon, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw, LuX } from 'react-icons/lu';
import { confirmDiscard, LeaveConfirmHost } from '@/components/ui/leave-confirm/leave-confirm';
import { useVisitedViews } from '../hooks/use-visited-views';
import { routeTitle } from '../utils/route-title';
import { truncateTabTitle } from '../utils/truncate';
import { navigationAfterClose, visitedViewsReducer, type VisitedView, type VisitedViewsAction } from '../utils/visited-views';
import { Hint } from './hint';

export const TAGS_VIEW_HEIGHT = '34px';

export interface TagsViewProps {
  welcomePath: string;
}

export function TagsView({ welcomePath }: TagsViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { views, activePath, dispatch } = useVisitedViews(welcomePath);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = scrollRef.current?.querySelector<HTMLElement>('[data-active="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, views.length]);

  const go = (href: string) => void navigate({ href });

  /** Applies an operation and moves away when it removed the open page. */
  const apply = async (action: VisitedViewsAction) => {
    const after = visitedViewsReducer(views, action);
    // spec §8: a closed tab holding unsaved input (order entry) asks first
    if (!(await confirmDiscard(views.filter((v) => !after.some((a) => a.path === v.path)).map((v) => v.path)))) return;
    dispatch(action);
    const target = navigationAfterClose(views, after, activePath);
    if (target) go(target);
  };

  const titleOf = (view: VisitedView) => routeTitle(view.path, { lang: i18n.language, welcomeTitle: t('layout.welcomeTitle') });

  const onMenu = (view: VisitedView, value: string) => {
    if (value === 'refresh') go(`/redirect${view.fullPath}`);
    else if (value === 'close') void apply({ type: 'close', path: view.path });
    else if (value === 'close-others') {
      // the right-clicked tab stays and becomes the open page
      const closing = visitedViewsReducer(views, { type: 'closeOthers', path: view.path });
      void confirmDiscard(views.filter((v) => !closing.some((a) => a.path === v.path)).map((v) => v.path)).then((leave) => {
        if (!leave) return;
        dispatch({ type: 'closeOthers', path: view.path });
        if (view.path !== activePath) go(view.fullPath);
      });
    } else if (value === 'close-all') void apply({ type: 'closeAll' });
  };

  return (
    <Flex
      data-testid="tags-view"
      role="tablist"
      aria-label={t('layout.tags.label')}
      h={TAGS_VIEW_HEIGHT}
      align="center"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      boxShadow="0 1px 3px 0 rgba(0, 0, 0, 0.06)"
      px="2"
      overflow="hidden"
    >
      {/* minW 0: many open tabs scroll inside the bar instead of widening the page (a phone scrolled sideways) */}
      <Flex
        ref={scrollRef}
        flex="1"
        minW="0"
        gap="1.5"
        align="center"
        overflowX="auto"
        overflowY="hidden"
        h="full"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {views.map((view) => {
          const title = titleOf(view);
          const short = truncateTabTitle(title);
          const active = view.path === activePath;
          return (
            <Menu.Root key={view.path} onSelect={(d) => onMenu(view, d.value)}>
              <Menu.ContextTrigger asChild>
                <Flex
                  asChild
                  data-testid="tag-item"
                  data-path={view.path}
                  data-active={active ? 'true' : 'false'}
                  data-affix={view.affix ? 'true' : 'false'}
                  role="tab"
                  aria-selected={active}
                  flexShrink={0}
                  align="center"
                  gap="1"
                  h="26px"
                  px="2"
                  fontSize="12px"
                  lineHeight="1"
                  borderWidth="1px"
                  rounded="sm"
                  whiteSpace="nowrap"
                  textDecoration="none"
                  color={active ? 'white' : 'gray.600'}
                  bg={active ? '#1d56ed' : 'white'}
                  borderColor={active ? '#1d56ed' : 'gray.200'}
                  _hover={active ? undefined : { color: '#1d56ed' }}
                  userSelect="none"
                >
                  <a
                    href={view.fullPath}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                      e.preventDefault();
                      if (!active) go(view.fullPath);
                    }}
                    onKeyDown={(e) => {
                      // keyboard users close a tab with Delete (the × is pointer-only)
                      if (e.key === 'Delete' && !view.affix) {
                        e.preventDefault();
                        void apply({ type: 'close', path: view.path });
                      }
                    }}
                    onAuxClick={(e) => {
                      if (e.button === 1 && !view.affix) {
                        e.preventDefault();
                        void apply({ type: 'close', path: view.path });
                      }
                    }}
                  >
                    {active && <Box w="6px" h="6px" rounded="full" bg="white" flexShrink={0} />}
                    <Hint label={title} disabled={short === title}>
                      <span data-testid="tag-title">{short}</span>
                    </Hint>
                    {!view.affix && (
                      <Flex
                        as="span"
                        role="button"
                        aria-label={t('layout.tags.closeTab', { title })}
                        data-testid="tag-close"
                        align="center"
                        justify="center"
                        boxSize="14px"
                        rounded="full"
                        ml="0.5"
                        _hover={{ bg: active ? 'whiteAlpha.400' : 'gray.300', color: active ? 'white' : 'gray.800' }}
                        onClick={(e) => {
                          e.preventDefault();
                          e.stopPropagation();
                          void apply({ type: 'close', path: view.path });
                        }}
                      >
                        <Icon as={LuX} boxSize="10px" />
                      </Flex>
                    )}
                  </a>
                </Flex>
              </Menu.ContextTrigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="140px" data-testid="tag-menu">
                    <Menu.Item value="refresh" data-testid="tag-menu-refresh">
                      <LuRefreshCw /> {t('layout.tags.refresh')}
                    </Menu.Item>
                    <Menu.Item value="close" disabled={view.affix} data-testid="tag-menu-close">
                      {t('layout.tags.close')}
                    </Menu.Item>
                    <Menu.Item value="close-others" data-testid="tag-menu-close-others">
                      {t('layout.tags.closeOthers')}
                    </Menu.Item>
                    <Menu.Item value="close-all" data-testid="tag-menu-close-all">
                      {t('layout.tags.closeAll')}
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          );
        })}
      </Flex>
      <LeaveConfirmHost />
    </Flex>
  );
}
