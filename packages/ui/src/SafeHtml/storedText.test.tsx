import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GetToKnowCard } from '../GetToKnow/index.ts';
import { SafeHtml } from './index.ts';

/** Script and markup a member could type into a name, a message or a reason. */
const payloads = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '<a href="javascript:window.__pwned = 1">click</a>',
  '=HYPERLINK("http://evil.example","x")',
];

const noActiveContent = (root: HTMLElement) => {
  expect(root.querySelector('script')).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames())
      expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
    expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
  }
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
};

describe('stored text in the portal', () => {
  it("shows a member's name and answers as text, never as markup", () => {
    const text = payloads.join(' ');
    const { container } = render(
      <GetToKnowCard
        card={{
          memberId: '7',
          picId: null,
          memberName: payloads[1] ?? '',
          division: payloads[0] ?? '',
          interest1: payloads[2] ?? '',
          interestOtherDesc: payloads[3] ?? '',
          otherInfo: text,
        }}
        pictureUrl={(picId) => `/profilepic/${picId}`}
      />,
    );
    for (const payload of payloads)
      expect(screen.getAllByText(payload, { exact: false }).length).toBeGreaterThan(0);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    noActiveContent(container);
  });

  it('keeps the markup of server HTML (voucher messages, fAB) but none of its script', () => {
    const { container } = render(
      <SafeHtml
        html={`<p><strong>Voucher</strong></p>${payloads.join('')}<ul><li><code>ABC-123</code></li></ul>`}
      />,
    );
    expect(screen.getByText('Voucher').tagName).toBe('STRONG');
    expect(screen.getByText('ABC-123').tagName).toBe('CODE');
    noActiveContent(container);
    // fAB's ~( ~) stand for angle brackets: decoded, then sanitised like any other HTML.
    const fab = render(<SafeHtml fab html="~(img src=x onerror=alert(1)~)~(b~)Bold~(/b~)" />);
    expect(screen.getByText('Bold').tagName).toBe('B');
    noActiveContent(fab.container);
  });
});
