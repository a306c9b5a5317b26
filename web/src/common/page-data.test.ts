import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageDataContext, pageDataBlock, useOnDevice, useRendersToday } from './page-data.ts';

describe('pageDataBlock', () => {
  it('keeps any value inside the block, and JSON reads it back unchanged', () => {
    const data = { 'events:all': [{ title: '</script><script>alert(1)</script><!--' }] };
    const block = pageDataBlock(data);
    const inner = /^<script type="application\/json" id="page-data">(.*)<\/script>$/.exec(block);
    expect(inner?.[1]).not.toContain('<');
    expect(JSON.parse(inner?.[1] ?? '')).toEqual(data);
  });
});

/** Writes what the two hooks answer in a server render. */
function Answers() {
  return `today:${String(useRendersToday())} device:${String(useOnDevice())}`;
}

describe('a server render', () => {
  it("shows today's values only when rendering at the time of a request", () => {
    expect(renderToString(createElement(Answers))).toBe('today:false device:false');
    expect(
      renderToString(createElement(PageDataContext, { value: {} }, createElement(Answers))),
    ).toBe('today:true device:false');
  });
});
