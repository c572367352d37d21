'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { MyCircles } from '@/components/circle/my-circles';
import { useT } from '@/components/providers/i18n-context';
import styles from './circle.module.css';

type Tab = 'recommended' | 'mine' | 'columns';
const TABS: Tab[] = ['recommended', 'mine', 'columns'];
const LABEL = { recommended: 'circle.tabRecommended', mine: 'circle.tabMine', columns: 'circle.tabColumns' } as const;

/**
 * G07 / G42–G44: the tabs of /circle. The recommended and columns panels are rendered on the server (and
 * stay in the cached HTML); 'mine' is the member's own data, loaded in the browser when the tab opens.
 * `#mine` / `#columns` in the URL select a tab.
 */
export function CircleIndexTabs({ recommended, columns }: { recommended: ReactNode; columns: ReactNode }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('recommended');
  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1) as Tab;
      if (TABS.includes(hash)) setTab(hash);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);
  const choose = (next: Tab) => {
    setTab(next);
    window.history.replaceState(window.history.state, '', next === 'recommended' ? window.location.pathname + window.location.search : `#${next}`);
  };
  return (
    <section className={styles.section} data-testid="circle-tabs">
      <div className={styles.tabs} role="tablist">
        {TABS.map((key) => (
          <button key={key} type="button" role="tab" id={`circle-tab-${key}`} aria-selected={tab === key} aria-controls={`circle-panel-${key}`} onClick={() => choose(key)} data-testid={`circle-tab-${key}`}>
            {t(LABEL[key])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="circle-panel-recommended" aria-labelledby="circle-tab-recommended" hidden={tab !== 'recommended'}>
        {recommended}
      </div>
      <div role="tabpanel" id="circle-panel-mine" aria-labelledby="circle-tab-mine" hidden={tab !== 'mine'} data-testid="circle-panel-mine">
        {tab === 'mine' && <MyCircles />}
      </div>
      <div role="tabpanel" id="circle-panel-columns" aria-labelledby="circle-tab-columns" hidden={tab !== 'columns'} data-testid="circle-panel-columns">
        {columns}
      </div>
    </section>
  );
}
