/**
 * The registration wizard's dialogs (the network mocked with msw): the step labels (D18), no closing by the mask or
 * Escape (D01), closing (X) the work-history step ends the wizard (D16), and the region picker's municipalities (D08).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/providers/antd-scope';
import { LocationPicker } from '@/components/wizard/location-picker';
import { WizardDialogs } from '@/components/wizard/wizard-dialogs';
import { useWizard, type WizardStep } from '@/components/wizard/wizard-store';
import type { Location } from '@/lib/contract/basic';
import { clearSession, saveLoginSession } from '@/lib/session/session';
import { useSessionStore } from '@/stores/session';
import { basicHandlers } from '../mocks/handlers/basic';
import { companyHandlers } from '../mocks/handlers/company';
import { memberHandlers, memberInfo } from '../mocks/handlers/member';
import { pageOf } from '../mocks/envelope';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const assign = vi.fn();
const reload = vi.fn();
const realLocation = window.location;
/** The member calls made, in order. */
let calls: string[];

beforeEach(() => {
  calls = [];
  Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL('http://localhost:3000/news'), { assign, reload }) });
  saveLoginSession({ access_token: 'tok', refresh_token: 'r', expires_in: 2_592_000, memberId: 1004 }, { rememberMe: true });
  server.use(
    memberHandlers.basicInfo(() => {
      calls.push('basic-info');
      return memberInfo();
    }),
    memberHandlers.membershipBenefit([]),
    memberHandlers.authorities([]),
    basicHandlers.locations([]),
    basicHandlers.tagPage(pageOf([])),
    companyHandlers.nameSearch([]),
  );
});
afterEach(() => {
  vi.clearAllMocks();
  useWizard.getState().close();
  clearSession();
  useSessionStore.getState().reset();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

function openWizard(step: WizardStep, redirect: string | null = null) {
  act(() => useWizard.getState().open(step, { redirect }));
  return renderWithI18n(<WizardDialogs />);
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 50)));

describe('wizard dialogs', { timeout: 20_000 }, () => {
  it('D18 the steps are labelled 2 supplement, 3 work history, 4 industry tags, and 4 on the education dialog too', async () => {
    openWizard('supplement');
    expect((await screen.findByTestId('wizard-supplement')).textContent).toContain('第2步/共4步');
    for (const [step, label] of [
      ['work', '第3步/共4步'],
      ['education', '第4步/共4步'],
      ['tags', '第4步/共4步'],
    ] as const) {
      act(() => useWizard.getState().go(step));
      const title = await screen.findByTestId(`wizard-${step}`);
      expect(title.textContent).toContain(label);
    }
  });

  it('D18 D28 a progress bar shows the phone step as done and the current step, so 第2步/共4步 reads as progress (issue 29 item 15)', async () => {
    openWizard('supplement');
    const progress = await screen.findByTestId('wizard-progress');
    expect(progress.getAttribute('aria-label')).toBe('注册进度');
    expect(progress.textContent).toContain('验证手机');
    expect(progress.textContent).toContain('个人资料');
    const finished = progress.querySelectorAll('.ant-steps-item-finish');
    expect([...finished].map((el) => el.textContent)).toEqual(['验证手机']);
    expect(progress.querySelector('.ant-steps-item-process')?.textContent).toContain('个人资料');
    act(() => useWizard.getState().go('tags'));
    await screen.findByTestId('wizard-tags');
    expect(screen.getByTestId('wizard-progress').querySelector('.ant-steps-item-process')?.textContent).toContain('行业标签');
  });

  it('D01 no step closes on a click outside or on Escape; each has a close (X) button', async () => {
    for (const step of ['supplement', 'work', 'education', 'tags'] as const) {
      const view = openWizard(step);
      await screen.findByTestId(`wizard-${step}`);
      const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
      fireEvent.mouseDown(wrap);
      fireEvent.mouseUp(wrap);
      fireEvent.click(wrap);
      fireEvent.keyDown(wrap, { key: 'Escape', code: 'Escape', keyCode: 27 });
      await settle();
      expect(useWizard.getState().step).toBe(step);
      expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
      view.unmount();
    }
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('D16 closing (X) the work-history step ends the wizard: member info refreshes, then the browser goes to the redirect', async () => {
    openWizard('work', '/circle/3');
    await screen.findByTestId('wizard-work');
    await settle();
    calls = [];
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/circle/3'));
    expect(calls).toEqual(['basic-info']);
    expect(useWizard.getState().step).toBeNull();
    expect(useSessionStore.getState().memberInfo?.memberId).toBe(1004);
    expect(reload).not.toHaveBeenCalled();
  });

  it('D16 with no redirect the member stays and the page reloads', async () => {
    openWizard('work');
    await screen.findByTestId('wizard-work');
    await settle();
    calls = [];
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['basic-info']);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('D08 municipalities in the region picker', { timeout: 20_000 }, () => {
  const TREE: Location[] = [
    {
      id: 100000,
      name: '中国',
      enName: 'China',
      subLocations: [
        { id: 110000, name: '北京', enName: 'Beijing', subLocations: [{ id: 110105, name: '朝阳区', enName: 'Chaoyang' }] },
        // data that repeats the municipality at the city level: the label still names it once
        { id: 310000, name: '上海', enName: 'Shanghai', subLocations: [{ id: 310100, name: '上海', enName: 'Shanghai', subLocations: [{ id: 310115, name: '浦东新区', enName: 'Pudong New Area' }] }] },
      ],
    },
  ];

  function renderPicker(value: number, locale: 'zh' | 'en' = 'zh') {
    server.use(basicHandlers.locations(TREE));
    renderWithI18n(
      <AntdScope>
        <LocationPicker value={value} onPicked={vi.fn()} />
      </AntdScope>,
      locale,
    );
  }

  it('D08 a municipality is a province-level node whose next level is its districts; the label names the city once', async () => {
    renderPicker(110105);
    await waitFor(() => expect(screen.getByTestId('wizard-location').textContent).toContain('中国 / 北京 / 朝阳区'));
  });

  it('D08 a municipality repeated at the next level shows once (上海 / 上海 / 浦东新区 → 上海 / 浦东新区), in en too', async () => {
    renderPicker(310115);
    await waitFor(() => expect(screen.getByTestId('wizard-location').textContent).toContain('中国 / 上海 / 浦东新区'));
    expect(screen.getByTestId('wizard-location').textContent).not.toContain('上海 / 上海');
  });

  it('D08 in en the labels are the English names, the city once', async () => {
    renderPicker(310115, 'en');
    await waitFor(() => expect(screen.getByTestId('wizard-location').textContent).toContain('China / Shanghai / Pudong New Area'));
  });
});
