/**
 * P14–P29: each upload context sends its files under exactly its own key prefix (the prefix each control asks the
 * signature for), and P30: a failed upload shows its error and leaves the form's value as it was. The network is
 * mocked with msw: the controls run the real upload flow (signature, then the PostObject to the storage host).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MaterialField } from '@/components/achievement/material-field';
import { FileManager } from '@/components/company/file-manager';
import { FormTemplateField } from '@/components/event/form-template-field';
import { PostImagesField } from '@/components/post/post-images-field';
import { ProductForm } from '@/components/product/editor/product-form';
import { AntdScope } from '@/components/providers/antd-scope';
import type { FormField } from '@/lib/contract/ec';
import { useSessionStore } from '@/stores/session';
import { basicHandlers } from '../mocks/handlers/basic';
import { catalogueHandlers } from '../mocks/handlers/catalogue';
import { companyHandlers } from '../mocks/handlers/company';
import { postObjectOf, storedObject, uploadHandlers, uploadSign } from '../mocks/handlers/upload';
import { callsTo, otherCalls, queryOf, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';


startMockServer();
/** Every call made, in order; the key prefixes the signatures were asked for; the keys the storage received. */
let calls: SentCall[];
let prefixes: string[];
let storedKeys: string[];
/** The signature names one exact key under the prefix asked (as the API does when given the file name). */
const keyUnder = (prefix: string) => `${prefix}${'a'.repeat(36)}`;
/** From now on in this test, a PostObject gets no answer (the network fails). */
const failNextStore = () => server.use(uploadHandlers.storeUnreachable());
const png = (name = 'a.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const mp4 = (name = 'line.mp4') => new File([new Uint8Array([0, 0, 0, 24])], name, { type: 'video/mp4' });
const pdf = (name = '说明.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const pick = async (input: Element, file: File) => {
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
};

beforeEach(() => {
  calls = [];
  prefixes = [];
  storedKeys = [];
  server.use(
    uploadHandlers.sign((request) => {
      const dir = queryOf(request).dir ?? '';
      prefixes.push(dir);
      return { ...uploadSign(dir), key: keyUnder(dir) };
    }),
    uploadHandlers.store(async (request) => {
      const { key, file } = await postObjectOf(request);
      storedKeys.push(key);
      return storedObject(key, { name: file?.name ?? key, size: file?.size ?? 0, type: file?.type ?? '' });
    }),
    basicHandlers.tagList(recorded(calls, [])),
    catalogueHandlers.searchBrands(recorded(calls, { records: [], total: 0, size: 50, current: 1, pages: 0 })),
    companyHandlers.files(recorded(calls, [])),
    companyHandlers.fileGroups(recorded(calls, [])),
    companyHandlers.addFile(recorded(calls, { id: 9 })),
    otherCalls(calls),
  );
});
afterEach(() => vi.clearAllMocks());

describe('post images (P14)', () => {
  it('P14 post images go under image/post/ and join the post value', async () => {
    const onChange = vi.fn();
    renderWithI18n(<PostImagesField value={[]} onChange={onChange} onBusyChange={vi.fn()} onError={vi.fn()} />);
    await pick(screen.getByTestId('editor-image-input'), png());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/api/files/oss/image/post/' + 'a'.repeat(36)]));
    expect(prefixes).toEqual(['image/post/']);
  });

  it('P30 a failed post image upload shows its error and keeps the images uploaded before', async () => {
    failNextStore();
    const onChange = vi.fn();
    const onError = vi.fn();
    renderWithI18n(<PostImagesField value={['/api/files/oss/image/post/first.png']} onChange={onChange} onBusyChange={vi.fn()} onError={onError} />);
    await pick(screen.getByTestId('editor-image-input'), png());
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith('图片上传失败，请重试'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('editor-images').querySelectorAll('img')).toHaveLength(1);
  });
});

describe('product media (P20, P23)', () => {
  function renderProduct() {
    useSessionStore.setState({ permissions: ['company:product:add'] });
    return renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <AntdScope>
          <ProductForm product={null} />
        </AntdScope>
      </QueryClientProvider>,
    );
  }

  it('P23 product images go under company/product/image/, P20 the product video under company/product/video/', async () => {
    renderProduct();
    await pick(within(screen.getByTestId('product-images')).getByLabelText('上传', { selector: 'input' }), png('cup.png'));
    await waitFor(() => expect(screen.getByTestId('product-images').querySelectorAll('img')).toHaveLength(1));
    await pick(within(screen.getByTestId('product-video')).getByLabelText('上传', { selector: 'input' }), mp4());
    await waitFor(() => expect(screen.getByTestId('product-video').querySelectorAll('video')).toHaveLength(1));
    expect(prefixes).toEqual(['company/product/image/', 'company/product/video/']);
    expect(screen.getByTestId('product-images').querySelector('img')?.getAttribute('src')).toBe('/api/files/oss/company/product/image/' + 'a'.repeat(36));
  });

  it("P30 a failed product image upload shows '上传失败，请重试' and adds nothing", async () => {
    failNextStore();
    renderProduct();
    await pick(within(screen.getByTestId('product-images')).getByLabelText('上传', { selector: 'input' }), png('cup.png'));
    expect(await within(screen.getByTestId('product-images')).findByText('上传失败，请重试')).toBeTruthy();
    expect(screen.getByTestId('product-images').querySelectorAll('img')).toHaveLength(0);
  });
});

describe('company videos (P21)', () => {
  it('P21 a company video goes under company/video/', async () => {
    renderWithI18n(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FileManager companyId={7} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    await screen.findByTestId('file-manager-list');
    fireEvent.click(screen.getByRole('button', { name: '企业视频' }));
    await pick(screen.getByTestId('file-upload'), mp4('车间.mp4'));
    await waitFor(() => expect(storedKeys).toEqual([keyUnder('company/video/')]));
    expect(prefixes).toEqual(['company/video/']);
    await waitFor(() => expect(callsTo(calls, 'POST', '/company/company/file')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/company/company/file')[0]?.body).toMatchObject({ kind: 3, url: '/api/files/oss/company/video/' + 'a'.repeat(36) });
  });
});

describe('event registration form fields (P24, P25)', () => {
  const field = (type: 'IMAGE' | 'FILE'): FormField => ({ key: type.toLowerCase(), type, label: type === 'IMAGE' ? '名片' : '企业介绍', enLabel: null, required: false, options: [], maxLength: null, placeholder: null });

  function renderField(type: 'IMAGE' | 'FILE') {
    const values: Record<string, unknown>[] = [];
    const view = renderWithI18n(
      <Form onValuesChange={(_changed, all) => values.push(all as Record<string, unknown>)}>
        <FormTemplateField field={field(type)} name={['formData', type.toLowerCase()]} />
      </Form>,
    );
    return { values, input: view.container.querySelector('input[type="file"]') as HTMLInputElement };
  }

  it('P24 an image field uploads under image/form/ and holds the stored URL', async () => {
    const { values, input } = renderField('IMAGE');
    await pick(input, png('card.png'));
    await waitFor(() => expect(values.at(-1)).toEqual({ formData: { image: '/api/files/oss/image/form/' + 'a'.repeat(36) } }));
    expect(prefixes).toEqual(['image/form/']);
  });

  it('P25 a file field uploads under file/form/ and holds the stored URL', async () => {
    const { values, input } = renderField('FILE');
    await pick(input, pdf('企业介绍.pdf'));
    await waitFor(() => expect(values.at(-1)).toEqual({ formData: { file: '/api/files/oss/file/form/' + 'a'.repeat(36) } }));
    expect(prefixes).toEqual(['file/form/']);
  });

  it("P30 a failed form upload shows '上传失败' and leaves the field empty", async () => {
    failNextStore();
    const { values, input } = renderField('IMAGE');
    await pick(input, png('card.png'));
    expect((await screen.findByRole('alert')).textContent).toBe('上传失败');
    expect(values).toEqual([]);
  });
});

describe('achievement materials (P27)', () => {
  it('P27 a material goes under file/achievement/material/ and is listed by its name', async () => {
    const onChange = vi.fn();
    renderWithI18n(<MaterialField value={[]} onChange={onChange} onError={vi.fn()} />);
    await pick(screen.getByTestId('achievement-material-input'), pdf());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ name: '说明.pdf', url: '/api/files/oss/file/achievement/material/' + 'a'.repeat(36) }]));
    expect(prefixes).toEqual(['file/achievement/material/']);
  });

  it("P30 a failed material upload reports '上传失败，请重试' and leaves the list unchanged", async () => {
    failNextStore();
    const onChange = vi.fn();
    const onError = vi.fn();
    renderWithI18n(<MaterialField value={[{ name: '旧.pdf', url: '/api/files/oss/file/achievement/material/old.pdf' }]} onChange={onChange} onError={onError} />);
    await pick(screen.getByTestId('achievement-material-input'), pdf());
    await waitFor(() => expect(onError).toHaveBeenCalledWith('上传失败，请重试'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('achievement-materials').querySelectorAll('li')).toHaveLength(1);
  });
});
