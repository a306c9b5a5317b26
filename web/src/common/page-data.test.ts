import { describe, expect, it } from 'vitest';
import { pageDataBlock } from './page-data.ts';

describe('pageDataBlock', () => {
  it('keeps any value inside the block, and JSON reads it back unchanged', () => {
    const data = { 'events:all': [{ title: '</script><script>alert(1)</script><!--' }] };
    const block = pageDataBlock(data);
    const inner = /^<script type="application\/json" id="page-data">(.*)<\/script>$/.exec(block);
    expect(inner?.[1]).not.toContain('<');
    expect(JSON.parse(inner?.[1] ?? '')).toEqual(data);
  });
});
