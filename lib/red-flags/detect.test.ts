import { describe, expect, it } from 'vitest';

import { flagsInConversation } from './detect';

describe('a sign checked and found clear', () => {
  it('is not a flag now', () => {
    expect(
      flagsInConversation('My calf was swollen so I had a scan and it came back clear. Can I keep exercising?'),
    ).toEqual([]);
    expect(flagsInConversation('My calf was sore, they scanned it at A&E and said no clot, is walking ok?')).toEqual(
      [],
    );
  });

  it('is a flag again when something reopens it', () => {
    expect(flagsInConversation('My calf was swollen, the scan was clear but now it is worse and hot')).not.toEqual([]);
  });

  it('is a flag when nothing was checked', () => {
    expect(
      flagsInConversation('My calf has been swollen and hot since yesterday, two weeks after my knee replacement'),
    ).toContain('calf-clot');
  });
});
