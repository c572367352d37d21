/**
 * L03 M11: a brand without a logo, and a person without an avatar, show the default mark or avatar:
 * never an image with an empty source (a broken image, and a warning React gives for a request of the page itself).
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandList } from '@/components/brand/brand-card';
import { PersonRow } from '@/components/company/person-row';
import { DEFAULT_AVATAR } from '@/components/ui/avatar';
import { DEFAULT_LOGO, LogoImage } from '@/components/ui/logo-image';

const brand = { enName: null, description: null, companyId: 3, companyName: '华鼎食品', viewCount: 0 };

const sources = (root: HTMLElement) => [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('images without a stored file', () => {
  it('L03 M11 a brand tile without a logo shows the default mark, drawn whole; one with a logo shows it', () => {
    const { container } = render(
      <BrandList
        locale="zh"
        brands={[
          { ...brand, id: 1, name: '鼎味坊', logo: null },
          { ...brand, id: 2, name: '清泉', logo: '/api/files/seed/brand/302.svg' },
        ]}
      />,
    );
    expect(sources(container)).toEqual([DEFAULT_LOGO, '/api/files/seed/brand/302.svg']);
    for (const img of container.querySelectorAll('img')) expect(img.className).toMatch(/logo/);
  });

  it('L09 a person without an avatar shows the default avatar', () => {
    const { container } = render(
      <ul>
        <PersonRow avatar={null} name="王敏" detail={null} actions={null} />
      </ul>,
    );
    expect(sources(container)).toEqual([DEFAULT_AVATAR]);
  });

  it('an empty-string logo counts as none', () => {
    const { container } = render(<LogoImage src="" alt="" />);
    expect(sources(container)).toEqual([DEFAULT_LOGO]);
  });
});
