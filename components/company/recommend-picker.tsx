'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { COMPANY_TOKEN, RECOMMEND_MAX, type CompanyToken } from '@/lib/contract/company';
import { companyApi, newsCandidatesQuery, recommendQuery } from '@/lib/queries/company';
import { useCompanyGuard } from './use-company-guard';
import { ManageAlerts } from './manage-feedback';
import styles from './company.module.css';

/** Toggles `id` in an ordered choice of at most RECOMMEND_MAX. */
function toggle(list: number[], id: number): number[] {
  if (list.includes(id)) return list.filter((x) => x !== id);
  return list.length >= RECOMMEND_MAX ? list : [...list, id];
}

function Picks({ items, chosen, onToggle, testId }: { items: { id: number; label: string }[]; chosen: number[]; onToggle: (id: number) => void; testId: string }) {
  return (
    <ul className={styles.picks} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <label>
            <input type="checkbox" checked={chosen.includes(item.id)} disabled={!chosen.includes(item.id) && chosen.length >= RECOMMEND_MAX} onChange={() => onToggle(item.id)} value={item.id} />
            {item.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * L26: staff choose the news (from the company's news, searchable) and the products (the company's own) recommended on
 * the company page, at most 10 each, in the order chosen. News are saved with company-info-edit (U30), products with
 * product-edit (U16); a control without its token shows the message and makes no call.
 */
export function RecommendPicker({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const client = useQueryClient();
  const { denied, guard } = useCompanyGuard();
  const current = recommendQuery(companyId);
  const recommended = useQuery(current);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  // the candidates load once the current choice is in (it is listed first)
  const candidates = useQuery({ ...newsCandidatesQuery(companyId, keyword), enabled: recommended.isSuccess });
  const [news, setNews] = useState<number[] | null>(null);
  const [products, setProducts] = useState<number[] | null>(null);
  const save = useMutation({
    mutationFn: async (what: 'news' | 'products') => {
      const api = await companyApi();
      if (what === 'news') await api.saveRecommendedNews(api.t, companyId, news ?? []);
      else await api.saveRecommendedProducts(api.t, companyId, products ?? []);
      return what;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: current.queryKey });
      router.refresh();
    },
  });

  if (recommended.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (recommended.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  const chosenNews = news ?? recommended.data.news.map((n) => n.id);
  const chosenProducts = products ?? recommended.data.productIds;
  // the news already recommended stay listed whatever the search shows
  const newsItems = [...recommended.data.news, ...(candidates.data ?? []).filter((c) => !recommended.data.news.some((n) => n.id === c.id))].map((n) => ({
    id: n.id,
    label: n.title,
  }));
  const productItems = recommended.data.products.map((p) => ({ id: p.id, label: p.name }));
  const submit = (what: 'news' | 'products', token: CompanyToken) => guard(token, () => save.mutate(what));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(text.trim());
  };

  return (
    <div className={styles.editor} data-testid="recommend-picker">
      <h3 className={styles.panelTitle}>{t('company.recommendedNews')}</h3>
      <p className={styles.muted}>{t('company.recommendNewsHint', { n: RECOMMEND_MAX })}</p>
      <form className={styles.search} onSubmit={search} role="search">
        <input value={text} maxLength={50} placeholder={t('company.searchNews')} aria-label={t('company.searchNews')} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={styles.btn}>
          {t('search.submit')}
        </button>
      </form>
      {newsItems.length === 0 ? (
        <p className={styles.muted}>{candidates.isPending ? t('common.loading') : t('company.noCandidates')}</p>
      ) : (
        <Picks items={newsItems} chosen={chosenNews} onToggle={(id) => setNews(toggle(chosenNews, id))} testId="recommend-news" />
      )}
      <div className={styles.editorActions}>
        <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} disabled={save.isPending} onClick={() => submit('news', COMPANY_TOKEN.infoEdit)} data-testid="recommend-news-save">
          {t('company.saveNews')}
        </button>
      </div>

      <h3 className={styles.panelTitle}>{t('company.recommendedProducts')}</h3>
      <p className={styles.muted}>{t('company.recommendProductsHint', { n: RECOMMEND_MAX })}</p>
      {productItems.length === 0 ? (
        <p className={styles.muted}>{t('company.noCandidates')}</p>
      ) : (
        <Picks items={productItems} chosen={chosenProducts} onToggle={(id) => setProducts(toggle(chosenProducts, id))} testId="recommend-products" />
      )}
      <div className={styles.editorActions}>
        <button
          type="button"
          className={`${styles.btn} ${styles.btnPrimary}`}
          disabled={save.isPending}
          onClick={() => submit('products', COMPANY_TOKEN.productEdit)}
          data-testid="recommend-products-save"
        >
          {t('company.saveProducts')}
        </button>
        <button type="button" className={styles.btn} onClick={onClose}>
          {t('common.cancel')}
        </button>
        {save.isSuccess && <span role="status">{t('company.saved')}</span>}
        <ManageAlerts denied={denied} failure={save.error} />
      </div>
    </div>
  );
}
