import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findSection } from '../../shared/ui/shell/sections';
import { liveTexts } from './live-texts';

/** The tab's title follows the screen and the count of new orders: «(2) Заказы — Vitrina». */
export function useTabTitle(newOrders: number) {
  const { pathname } = useLocation();
  const screen = findSection(pathname)?.label;
  useEffect(() => {
    document.title = liveTexts.tabTitle(newOrders, screen);
  }, [newOrders, screen]);
}
