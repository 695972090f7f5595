import { describe, expect, it } from 'vitest';

import { standardSpelling } from './dialect';

describe('standardSpelling', () => {
  it('joins initials said letter by letter', () => {
    expect(standardSpelling('my son done his a c l, what is p r p')).toBe('my son done his acl, what is prp');
  });

  it('writes text speak as the standard words', () => {
    expect(standardSpelling('how do u tell if ur calf has a clot')).toBe('how do you tell if your calf has a clot');
    expect(standardSpelling('ran outta tablets and its goin red')).toBe('ran out of tablets and its going red');
    expect(standardSpelling("fell this mornin an i can't put no weight on it")).toBe(
      "fell this morning and i can't put any weight on it",
    );
    expect(standardSpelling('an ice pack for an hour')).toBe('an ice pack for an hour');
    expect(standardSpelling('hes no passed water all day')).toBe('hes not passed water all day');
    expect(standardSpelling('wot shud i pack n wen, cos the op is soon')).toBe(
      'what should i pack and when, because the op is soon',
    );
    expect(standardSpelling('chase a follow up appt, how long in hosp')).toBe(
      'chase a follow up appointment, how long in hospital',
    );
  });

  it('writes Scots words as the standard ones', () => {
    expect(standardSpelling("ma maw cannae stand, whit's wrang wi her")).toBe(
      "my mum cant stand, what's wrong with her",
    );
    expect(standardSpelling('whits sair wi ma knee')).toBe('whats sore with my knee');
    expect(standardSpelling('he will not stand and it does not stop')).toBe('he wont stand and it doesnt stop');
  });

  it('writes northern English words as the standard ones, and "me" before a part of the body as "my"', () => {
    expect(standardSpelling('hoo long til he can play fitba, me knee is sore, nowt helps')).toBe(
      'how long till he can play football, my knee is sore, nothing helps',
    );
    expect(standardSpelling('can you ring me back, tell me about it')).toBe('can you ring me back, tell me about it');
    expect(standardSpelling('what age do yous stop')).toBe('what age do you stop');
  });

  it('reads "no" before a verb as "not", and the Scots "a" before a verb as "I"', () => {
    expect(standardSpelling("it'll no stop, can a take more")).toBe("it'll not stop, can i take more");
    expect(standardSpelling("a'm no coping")).toBe("i'm not coping");
  });

  it('leaves the article and a plain "no" alone', () => {
    expect(standardSpelling('is there a leaflet? no swelling, a bit stiff')).toBe(
      'is there a leaflet? no swelling, a bit stiff',
    );
  });

  it('writes Shetland and north-east Scots as the standard words, and "an" before a consonant as "and"', () => {
    expect(standardSpelling('hot an tight an noo short o breath, jist askin')).toBe(
      'hot and tight and now short of breath, just askin',
    );
    expect(standardSpelling('how mony can i tak')).toBe('how many can i take');
    expect(standardSpelling('an hour after an mri')).toBe('an hour after an mri');
    expect(standardSpelling("at 3 o'clock with mr o'brien")).toBe("at 3 o'clock with mr o'brien");
  });

  it('writes Wearside and Tyneside as the standard words, and "me" before an operation as "my"', () => {
    expect(standardSpelling('wat do ah need to bring on the day of me operation')).toBe(
      'what do i need to bring on the day of my operation',
    );
    expect(standardSpelling('cannit keep them down, gannin up the stairs')).toBe(
      'cant keep them down, going up the stairs',
    );
  });

  it("reads a noun's 's as is, or has before been or got, and keeps it's and he's", () => {
    expect(standardSpelling("the blood's pouring and it's bad")).toBe("the blood is pouring and it's bad");
    expect(standardSpelling("ma thigh's been numb, mum's got a temperature")).toBe(
      'my thigh has been numb, mum has got a temperature',
    );
  });

  it("keeps a noun's 's as whose before a part of the body, an operation or a thing someone has", () => {
    expect(standardSpelling("dad's new hip aches and his leg's stiff")).toBe(
      "dad's new hip aches and his leg is stiff",
    );
    expect(standardSpelling("the app on my husband's phone")).toBe("the app on my husband's phone");
  });
});
