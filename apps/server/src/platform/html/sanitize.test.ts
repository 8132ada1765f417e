import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

/**
 * What the rich-text editor (apps/web/app/components/rich-text) saves, written as the policy writes it
 * (`<img />`, `<col />`, `style="text-align:center"`): every tag and attribute must come back, or a
 * saved text would not look as it did when edited.
 */
const EDITOR_OUTPUT = [
  '<h2 style="text-align:center">大会议程</h2>',
  '<p><strong>粗体</strong> <em>斜体</em> <u>下划线</u> <s>删除线</s></p>',
  '<ul><li><p>报到</p></li><li><p>开幕式</p></li></ul>',
  '<ol><li><p>第一天</p></li></ol>',
  '<blockquote><p>引用</p></blockquote>',
  '<p style="text-align:right"><a target="_blank" rel="noopener noreferrer" href="https://example.org/">主办方</a></p>',
  '<img src="/uploads/image/2026/11/3f2c9a4e-1b7d-4c55-9d61-0e8f2b1c7a10.png" alt="会场" />',
  '<table><colgroup><col /><col /></colgroup><tbody>',
  '<tr><th colspan="2" rowspan="1"><p>时间</p></th></tr>',
  '<tr><td colspan="1" rowspan="2"><p>09:00</p></td><td colspan="1" rowspan="1"><p>开幕</p></td></tr>',
  '</tbody></table>',
  '<video controls src="/uploads/video/2026/11/0b6f1d2e-7c3a-4e9b-8a51-2d4c6e8f0a12.mp4"></video>',
].join('');

describe('the rich-text policy', () => {
  it('keeps everything the editor makes, to the letter', () => {
    expect(sanitizeRichText(EDITOR_OUTPUT)).toBe(EDITOR_OUTPUT);
  });

  it('drops the sizes the editor puts on tables, which only matter while editing', () => {
    expect(
      sanitizeRichText(
        '<table style="min-width: 50px;"><colgroup><col style="min-width: 25px;"></colgroup>' +
          '<tbody><tr><td colspan="1" rowspan="1" style="width: 120px;" data-colwidth="120"><p>a</p></td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><colgroup><col /></colgroup><tbody><tr><td colspan="1" rowspan="1"><p>a</p></td></tr></tbody></table>',
    );
  });

  it('removes everything that runs, whatever the source mode was handed', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src="/x.png" onerror="alert(2)">',
      '<a href="javascript:alert(3)">a</a>',
      '<a href="data:text/html,<script>alert(4)</script>">b</a>',
      '<p onclick="alert(5)" style="background-image: url(javascript:alert(6))">c</p>',
      '<iframe src="https://example.org/"></iframe>',
      '<svg onload="alert(7)"><circle r="1"></circle></svg>',
      '<style>body{display:none}</style>',
      '<table onmouseover="alert(8)"><tbody><tr><td onclick="alert(9)">d</td></tr></tbody></table>',
      '<video src="javascript:alert(10)" onplay="alert(11)" autoplay></video>',
      '<form action="/apis/x"><input name="q"><button formaction="javascript:alert(12)">e</button></form>',
    ].join('');
    const clean = sanitizeRichText(hostile);
    expect(clean).not.toMatch(
      /<script|<iframe|<svg|<style|<form|<input|<button|\bon\w+=|javascript:|data:|url\(|autoplay/i,
    );
    expect(clean).toBe(
      '<img src="/x.png" /><a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><p>c</p><table><tbody><tr><td>d</td></tr></tbody></table>' +
        '<video controls></video>e',
    );
  });

  it('lets a video play from the web or from our own uploads, and from no other path of ours', () => {
    const srcOf = (src: string) =>
      /src="([^"]*)"/.exec(sanitizeRichText(`<video src="${src}"></video>`))?.[1];
    expect(srcOf('https://cdn.example.org/talk.mp4')).toBe('https://cdn.example.org/talk.mp4');
    expect(srcOf('http://example.org/talk.mp4')).toBe('http://example.org/talk.mp4');
    expect(srcOf('/uploads/video/2026/11/talk-1.mp4')).toBe('/uploads/video/2026/11/talk-1.mp4');
    for (const refused of [
      '/apis/user/auth/user/ext/view',
      '/uploads/../apis/system/api/website/get',
      '/uploads/video/talk.mp4?x=/apis',
      '//example.org/talk.mp4',
      'uploads/video/talk.mp4',
      'data:video/mp4;base64,AAAA',
      'ftp://example.org/talk.mp4',
    ]) {
      expect(srcOf(refused), refused).toBeUndefined();
    }
    expect(
      sanitizeRichText(
        '<video poster="/apis/x"><source src="/uploads/video/a.mp4" type="video/mp4"></video>',
      ),
    ).toBe('<video controls><source src="/uploads/video/a.mp4" type="video/mp4" /></video>');
  });
});
