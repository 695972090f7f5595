import { describe, expect, it } from 'vitest';

import { describesOwnSymptom, flagsInConversation } from './detect';

describe('a sign checked and found clear', () => {
  it('is not a flag now', () => {
    expect(
      flagsInConversation('My calf was swollen so I had a scan and it came back clear. Can I keep exercising?'),
    ).toEqual([]);
    expect(flagsInConversation('My calf was sore, they scanned it at A&E and said no clot, is walking ok?')).toEqual(
      [],
    );
  });

  it('is not a flag once a hospital or a doctor explained it as harmless, and is when only the visitor did', () => {
    expect(flagsInConversation('my chest pain was checked at A&E yesterday and they said its indigestion')).toEqual([]);
    expect(flagsInConversation('I have chest pain after my op, I thought it was indigestion')).toContain('chest-pain');
    expect(flagsInConversation('chest pain at the gym but the doc checked me and it was just a pulled muscle')).toEqual(
      [],
    );
    expect(flagsInConversation('chest pain after my op, I think it is just a pulled muscle')).toContain('chest-pain');
  });

  it('is not a flag when a scan found none', () => {
    expect(
      flagsInConversation('my calf ached after my op, they scanned it and there was no clot, can I exercise?'),
    ).toEqual([]);
    expect(
      flagsInConversation('my calf is swollen after my op, there was no clot last week but now it is worse'),
    ).toContain('calf-clot');
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

describe('a sign said to have gone since', () => {
  it('is not a flag now', () => {
    expect(flagsInConversation('I had pain in my calf yesterday after my knee op but it has gone away now')).toEqual(
      [],
    );
    expect(flagsInConversation('my temperature was high two days after my hip op, now it is back to normal')).toEqual(
      [],
    );
  });

  it('reads "it is normal now" as gone, and "is it normal now?" as a question about a sign still there', () => {
    expect(flagsInConversation('my temperature was up the day after my op but its normal now')).toEqual([]);
    expect(flagsInConversation('my calf is swollen since my op, is it normal now')).toContain('calf-clot');
  });

  it('reads "the swelling has gone now" as gone, and a calf scanned clear as checked', () => {
    expect(
      flagsInConversation(
        'my calf was swollen after the op but they scanned it and it was clear, the swelling has gone now',
      ),
    ).toEqual([]);
  });

  it('is still a flag when the going is denied, reopened, or not the same sign', () => {
    expect(flagsInConversation('my calf is swollen after my op, it has not gone away')).toContain('calf-clot');
    expect(flagsInConversation('chest pain after my hip op, it went away for a bit but now it is back')).toContain(
      'chest-pain',
    );
    expect(flagsInConversation('my foot is cold and white since my knee op, the nurse has gone now')).not.toEqual([]);
    // "gone" also says a sign: a foot that has gone cold
    expect(flagsInConversation('my foot has gone cold and white since my knee op')).not.toEqual([]);
  });
});

describe('a joint said to have clicked out', () => {
  it('is a joint out of place; one that clicks out and back in as it moves is not', () => {
    expect(flagsInConversation('his new hip feels like it clicked out and his leg looks shorter')).toContain(
      'hip-dislocated',
    );
    expect(flagsInConversation('my hip clicks out and back in when i walk, is that arthritis')).toEqual([]);
    expect(flagsInConversation('my hip replacement feels like it clunked and now its painful to walk on')).toContain(
      'replaced-joint-unstable',
    );
  });
});

describe('an episode had a month or more ago and over', () => {
  it('is not a flag now', () => {
    expect(
      flagsInConversation('my sister had a high temperature after her hip op two years ago, does that happen a lot'),
    ).toEqual([]);
    expect(flagsInConversation('I got a fever last winter with covid, will they still operate on my knee')).toEqual([]);
    expect(flagsInConversation('mum had a clot in her calf some years back, can she still have a new hip')).toEqual([]);
    expect(flagsInConversation('I had a clot in my leg a year ago, will that stop me having a new knee')).toEqual([]);
    expect(flagsInConversation('he had a DVT 10 year ago, does it matter for his hip op')).toEqual([]);
    expect(flagsInConversation('i had a clot on my lung in 2015, does that matter for surgery')).toEqual([]);
  });

  it('is still a flag when it goes on, came back, was recent, or another sign is said now', () => {
    expect(flagsInConversation('I have had a fever since my knee op two months ago')).not.toEqual([]);
    expect(flagsInConversation('my knee has been hot and swollen since my op a few months ago')).not.toEqual([]);
    expect(flagsInConversation('I had a fever last month after my hip op and it has come back again')).not.toEqual([]);
    expect(flagsInConversation('I had a fever last week after my hip op')).not.toEqual([]);
    expect(flagsInConversation('I had a clot a month ago and my calf is swollen again')).toContain('calf-clot');
    expect(flagsInConversation('I had a clot on my lung in 2015 and now I am short of breath again')).not.toEqual([]);
    expect(flagsInConversation('I had a clot years ago and now my calf is swollen and hot after my knee op')).toContain(
      'calf-clot',
    );
  });
});

describe('a wound whose stitches or clips let go', () => {
  it('is a wound problem; a dressing that comes away is not', () => {
    expect(flagsInConversation('a couple of his staples have come away since he got home from his knee op')).toEqual([
      'wound-infection',
    ]);
    expect(flagsInConversation('the dressing came away in the shower, should I put a new one on')).toEqual([]);
  });
});

describe('a head injury', () => {
  it('is an emergency with being knocked out, sick or drowsy after it (NHS: head injury, A&E)', () => {
    expect(
      flagsInConversation('my son got a boot to the head at rugby, he was out cold and now keeps being sick')[0],
    ).toBe('head-injury-warning-signs');
  });

  it('is not a flag on its own', () => {
    expect(flagsInConversation('she bumped her head on the cupboard, she is fine')).toEqual([]);
  });
});

describe('severe pain in a plaster cast', () => {
  it('is compartment syndrome until shown otherwise: an emergency (NHS)', () => {
    expect(
      flagsInConversation('my son broke his ankle, it is in plaster and the pain is unbearable, worse tonight'),
    ).toContain('compartment-syndrome');
    expect(flagsInConversation('in a cast since friday and paracetamol is not touching the pain')).toContain(
      'compartment-syndrome',
    );
  });
});

describe('a question that says it asks for information', () => {
  it('raises no flag for the signs it names', () => {
    expect(flagsInConversation('what temperature counts as a fever after an operation?')).toEqual([]);
    expect(flagsInConversation('my wound - what redness or swelling should I look out for, just so I know')).toEqual(
      [],
    );
    // English as a second language often drops the "do": "how I know if..."
    expect(flagsInConversation('after my knee op how i know if wound is infected? what sign')).toEqual([]);
  });

  it('still raises a flag when a sign is said as well', () => {
    expect(flagsInConversation('i have a temperature of 39 and shivering since my knee replacement')).not.toEqual([]);
  });
});

describe('signs learnt from the blind sets, by kind', () => {
  it('reads a player who "has gone down" as a fall, not as swelling going down', () => {
    expect(
      flagsInConversation('one of my netball girls has gone down and her knee is pointing the wrong way'),
    ).toContain('knee-deformed');
    expect(flagsInConversation('the swelling has gone down since my op')).toEqual([]);
  });

  it('reads a badly hurt ankle or foot after an injury as possibly broken, and puffy ankles that go down as no fall', () => {
    expect(flagsInConversation('she tripped on the kerb and her foot is bruised and really painful')).toContain(
      'ankle-or-foot-injury',
    );
    expect(flagsInConversation('rolled my ankle in training, the bone on the outside hurts when I press it')).toContain(
      'ankle-or-foot-injury',
    );
    expect(flagsInConversation('his ankles get puffy after his hip op but it goes down overnight')).toEqual([]);
    expect(flagsInConversation('sprained my ankle years ago and it still swells sometimes')).toEqual([]);
  });

  it('reads pain painkillers do not touch, with a leg swelling fast or going numb after a blow, as compartment syndrome', () => {
    expect(
      flagsInConversation(
        'took a hockey stick to the calf this afternoon, it keeps swelling up and the codeine is not touching the pain',
      ),
    ).toContain('compartment-syndrome');
    expect(
      flagsInConversation(
        'kicked in the shin at football, paracetamol is doing nothing for the pain and my foot is going numb',
      ),
    ).toContain('compartment-syndrome');
    // The same after an operation (NHS: pain more than expected, with tingling or numbness)
    expect(
      flagsInConversation(
        'two days after his knee op the morphine is not touching his leg pain and his toes are tingling',
      ),
    ).toContain('compartment-syndrome');
  });

  it('reads a clot in the lung years ago, and a fear of not waking from the anaesthetic, as no emergency now', () => {
    expect(
      flagsInConversation('my dad had a clot on his lung a few years ago, does that stop him having a new hip'),
    ).toEqual([]);
    expect(flagsInConversation("mum is terrified she won't wake up after the general anaesthetic")).toEqual([]);
    expect(flagsInConversation('we cannot wake him up since he came home from the operation')).toContain('collapse');
  });

  it('reads a small gap in a wound as the wound opening', () => {
    expect(flagsInConversation("one staple has popped and there's a tiny gap in the wound")).toContain(
      'wound-infection',
    );
  });

  it('reads a shape said of "it" as the knee\'s when the knee is named', () => {
    expect(flagsInConversation('her knee went the wrong way at camogie, it looks all out of shape')).toContain(
      'knee-deformed',
    );
  });

  it('reads blood thinners run out, said apart from their name', () => {
    expect(
      flagsInConversation('been on the blood thinning injections after my knee op but ran out yesterday'),
    ).toContain('missed-blood-thinner');
    expect(flagsInConversation('I ran out of the house yesterday and my knee hurt')).toEqual([]);
  });

  it('reads a person who collapsed after an operation on a joint, and a joint that collapses as giving way', () => {
    expect(flagsInConversation('after my hip op I collapsed in the kitchen')).toContain('collapse');
    expect(flagsInConversation('my knee keeps collapsing since my op')).not.toContain('collapse');
  });

  it('reads a denial written out in full ("she is not making sense") as the phrase says it', () => {
    expect(flagsInConversation('since her operation my mum is not making sense')).toContain('new-confusion');
    expect(flagsInConversation('my dad is not responding after his fall')).toContain('collapse');
  });

  it('reads someone not answering or reacting properly as not responding (NHS: call 999)', () => {
    expect(flagsInConversation("a buggy rolled on him, he's not answering us properly")).toContain('collapse');
    expect(flagsInConversation('my dad is not answering his phone')).toEqual([]);
  });

  it('reads "worried sick" as a worry, not as being sick', () => {
    expect(flagsInConversation('our lass is worried sick about blood clots after her hip op')).toEqual([]);
  });

  it('reads not sleeping in one position as a question of comfort, not hip pain at night', () => {
    expect(
      flagsInConversation('when can i sleep on my side after my hip replacement, i cant sleep on my back'),
    ).toEqual([]);
  });

  it('reads metal showing in a wound as exposed, and a soaked dressing as a wound problem', () => {
    expect(flagsInConversation('my wound opened after my knee replacement and i can see the metal')).toContain(
      'leg-deformed-after-injury',
    );
    expect(flagsInConversation('the dressing is soaked with watery stuff every day since my hip op')).toContain(
      'wound-infection',
    );
  });

  it('reads pain on moving the toes after an injury as compartment syndrome', () => {
    expect(
      flagsInConversation('hurt my shin in a tackle, the pain is unbearable and it is agony when I move my toes'),
    ).toContain('compartment-syndrome');
  });

  it('reads a wound that has opened, said before the wound is named', () => {
    expect(flagsInConversation('a week after my hip replacement it has split open along the scar')).toContain(
      'wound-infection',
    );
  });

  it('reads blood thinners run out, whether or not the operation is named', () => {
    expect(flagsInConversation('I have run out of my blood thinning injections and the pharmacy is shut')).toContain(
      'missed-blood-thinner',
    );
  });
});

describe('thoughts of not wanting to live, in everyday words', () => {
  it('reads "I don\'t want to be here" and medicines laid out as a crisis', () => {
    expect(flagsInConversation("I can't cope, I don't want to be here")).toContain('self-harm');
    expect(flagsInConversation('I have got all my tablets out on the table')).toContain('self-harm');
  });

  it('does not read a wish to leave hospital as one', () => {
    expect(flagsInConversation("I don't want to be here in hospital another night")).not.toContain('self-harm');
  });
});

describe('signs played down', () => {
  it('still reads "a bit of a temperature" and "a bit pink" after an operation', () => {
    const flags = flagsInConversation(
      'bit of a temperature and the wound is a bit pink, probably nothing, a week after my op',
    );
    expect(flags).toContain('wound-infection');
    expect(flags).toContain('fever');
  });
});

describe('a sign a nurse or doctor has looked at', () => {
  it('is not a flag when they said it was as expected', () => {
    expect(
      flagsInConversation('I had a slight temperature the night after my op, the nurses said it was normal'),
    ).toEqual([]);
  });

  it('is a flag again when it has changed since', () => {
    expect(
      flagsInConversation('the wound was pink, the nurse said it was fine but now it is worse and leaking'),
    ).toContain('wound-infection');
  });
});

describe('a question about preventing a problem', () => {
  it('raises no flag for the problem it hopes to prevent', () => {
    expect(flagsInConversation('my hip was done years ago, what should I do to stop it dislocating')).toEqual([]);
    expect(flagsInConversation('how can I lower the risk of a clot in my calf after my op')).toEqual([]);
    expect(flagsInConversation('how do I stop my new hip from dislocating, what moves to avoid')).toEqual([]);
  });

  it('still reads a problem someone is trying to stop now', () => {
    expect(flagsInConversation('how can i stop my knee from bleeding its pouring out')).toContain('heavy-bleeding');
  });

  it('raises it when the problem has happened', () => {
    expect(flagsInConversation('my new hip has dislocated, the leg is shorter and turned out')).not.toEqual([]);
  });
});

describe('sepsis in a child', () => {
  it('reads a temperature with a floppy or hard-to-wake child as sepsis', () => {
    expect(flagsInConversation('my son has a temperature of 39 and is really floppy')).toContain('sepsis-signs');
  });
});

describe('a fall found afterwards', () => {
  it('reads a leg shorter and turned out in someone found on the floor as a broken hip', () => {
    expect(
      flagsInConversation('resident found on floor of her room, her left leg looks shorter and the foot is turned out'),
    ).toContain('leg-shortened-after-fall');
  });
});

describe('lay words for a sign, and a sign had as long as the visitor remembers', () => {
  it('reads barely breathing as breathlessness, a whole leg swollen to the thigh as a clot, and "always have" as old', () => {
    expect(flagsInConversation('two days after his op he is grey and barely breathing')).toContain('breathlessness');
    expect(flagsInConversation('her whole leg has swollen up to the groin since yesterday')).toContain('calf-clot');
    expect(flagsInConversation('i get out of breath on the stairs, but i always have')).toEqual([]);
  });
});

describe('signs listed with "and"', () => {
  it('reads a joint swelling up more and more and hot as one hot, swollen joint, and swelling gone down as none', () => {
    expect(flagsInConversation('knee swelling up more and more and hot 2 weeks after the op')).toContain(
      'joint-hot-red-swollen',
    );
    expect(flagsInConversation('the swelling in my knee went down and hot packs helped')).toEqual([]);
  });
});

describe('signs said of "it" and of what may cause them', () => {
  it('reads a joint getting hotter and a knee locked, said of "it"', () => {
    expect(flagsInConversation("since my knee replacement it's getting hotter, more swollen and sore")).toContain(
      'joint-hot-red-swollen',
    );
    expect(flagsInConversation('twisted my knee at football and now it is locked, I cannot straighten it')).toContain(
      'knee-locking',
    );
  });

  it('raises no flag for what a treatment can cause', () => {
    expect(flagsInConversation('I read the anaesthetic can cause confusion in older people, is that true?')).toEqual(
      [],
    );
  });
});

describe('bleeding inside, in everyday words', () => {
  it('reads sick like coffee grounds and black poo (NHS: vomiting blood)', () => {
    expect(
      flagsInConversation(
        "on blood thinners since my op, now I'm throwing up stuff like coffee grounds and my poo is black",
      ),
    ).toContain('internal-bleeding');
    expect(flagsInConversation('my poo is black since I started iron tablets')).not.toContain('internal-bleeding');
  });
});

describe('something read or heard about', () => {
  it('raises no flag for what a story or a leaflet spoke of', () => {
    expect(flagsInConversation("I've seen horror stories about hips dislocating, how likely is that?")).toEqual([]);
    expect(flagsInConversation("What's a fat embolism, I saw it mentioned in the consent leaflet?")).toEqual([]);
    expect(flagsInConversation('I read that a pulmonary embolism can happen after surgery, how common is it')).toEqual(
      [],
    );
    expect(flagsInConversation('heard of someone who had a stroke after an operation, is that common?')).toEqual([]);
  });

  it('still raises the flag for what is happening, whatever they read', () => {
    expect(flagsInConversation('my new hip has popped out, i heard about this happening')).toContain('hip-dislocated');
    expect(flagsInConversation('whats wrong with me my chest is tight and i cant breathe')).toContain('chest-pain');
    expect(flagsInConversation('i heard of clots after hip ops, is that common? my calf is swollen and hot')).toContain(
      'calf-clot',
    );
  });
});

describe('a stroke named', () => {
  it('is an emergency when it is happening, not when it was in the past', () => {
    expect(flagsInConversation('i think my dad is having a stroke')).toContain('stroke');
    expect(flagsInConversation("my husband's shoulder is very stiff after the stroke, can the surgeon fix it")).toEqual(
      [],
    );
  });
});

describe('signs listed with "and"', () => {
  it('reads a joint "much more swollen and hot" as hot and swollen', () => {
    expect(flagsInConversation('my knee got much more swollen and hot since the arthroscopy')).toContain(
      'joint-hot-red-swollen',
    );
  });
});

describe('pain or swelling after an operation', () => {
  it('is a flag when it keeps getting worse, "not better" included', () => {
    expect(
      flagsInConversation(
        "the pain in my knee is getting worse not better 2 weeks after surgery and it's more swollen",
      ),
    ).toContain('worsening-after-surgery');
  });

  it('is no flag when it is settling, or asked about', () => {
    expect(flagsInConversation('the swelling is getting better every day since my operation')).toEqual([]);
    expect(flagsInConversation('is it normal for the swelling to get worse after a knee replacement?')).toEqual([]);
  });
});

describe('a severe headache', () => {
  it('is an emergency when sudden and the worst ever, or severe on blood thinners (NHS)', () => {
    expect(flagsInConversation('worst headache of my life, it came on out of nowhere')).toContain('severe-headache');
    expect(flagsInConversation("really bad headache and I'm on rivaroxaban after my knee op")).toContain(
      'severe-headache',
    );
  });

  it('is no flag when long-standing or only asked about', () => {
    expect(flagsInConversation('i have had bad headaches for years, which painkiller goes with apixaban?')).toEqual([]);
    expect(flagsInConversation('what are the signs of a bleed on blood thinners?')).toEqual([]);
  });
});

describe('high blood sugar in someone with diabetes', () => {
  it('needs advice today when it stays high, and 999 with being sick or drowsiness (NHS: high blood sugar)', () => {
    expect(flagsInConversation('my bms have been over 20 since the steroid jab in my hip')).toEqual([
      'high-blood-sugar',
    ]);
    expect(flagsInConversation('his sugar is through the roof and he is very drowsy')).toContain(
      'high-blood-sugar-and-unwell',
    );
  });

  it('is no flag when only asked about', () => {
    expect(flagsInConversation('will my blood sugar go up after a steroid injection? i am diabetic')).toEqual([]);
  });
});

describe('two medicines that both contain paracetamol', () => {
  it('is an overdose to treat now (NHS: do not take co-codamol with paracetamol)', () => {
    expect(flagsInConversation('she has been taking paracetamol and co-codamol together since the op')).toContain(
      'overdose',
    );
    expect(flagsInConversation('is it safe to take paracetamol with co-codamol?')).toEqual([]);
  });
});

describe('back pain with both legs numb or weak', () => {
  it('is an emergency (NHS: cauda equina syndrome)', () => {
    expect(
      flagsInConversation('day after my spinal, legs still numb and weak and my back pain is getting worse'),
    ).toContain('legs-numb-with-back-pain');
  });

  it('is not this flag for one leg, long-standing', () => {
    expect(flagsInConversation('ive had sciatica for years, back pain and numbness down my leg')).toEqual([]);
  });
});

describe('a urine infection', () => {
  it('is burning on the toilet, and not a new joint that hurts on a low seat', () => {
    expect(flagsInConversation('burning every time i go to the loo since the catheter came out')).toContain(
      'urine-infection',
    );
    expect(flagsInConversation('my hip hurts when i go to the toilet because the seat is low')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-27-s and -t, by kind', () => {
  it('reads an injected joint getting hotter, more swollen or sorer as the injection flag, whatever the jab is called', () => {
    expect(
      flagsInConversation('had a steroid jag on monday and the knee is more swollen and sore than before'),
    ).toContain('injected-joint-inflamed');
    expect(flagsInConversation('my knee is getting hotter since the prp injection')).toContain(
      'injected-joint-inflamed',
    );
    expect(flagsInConversation('had the injection last week and the pain is getting better')).toEqual([]);
  });

  it('reads a knee that ballooned within an hour of an injury as bleeding into the knee', () => {
    expect(flagsInConversation('twisted my knee at football, it ballooned up in an hour')).toContain(
      'knee-swelled-after-injury',
    );
  });

  it('does not take "nothing else wrong" for a test that came back clear', () => {
    expect(
      flagsInConversation('painkillers arent touching it since my knee replacement, nothing else wrong'),
    ).toContain('uncontrolled-pain');
    expect(flagsInConversation('my calf was swollen so i had a scan and it was clear, nothing else wrong')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-27-u and -v, by kind', () => {
  it('reads a leg that looks bent after a fall onto a new hip as an emergency', () => {
    expect(flagsInConversation('she had her hip replaced last year, fell today and her thigh looks bent')).toContain(
      'replaced-joint-dislocated',
    );
  });

  it('reads a blood sugar "running around 20" as high, and "how do I stop my new hip dislocating" as a question', () => {
    expect(flagsInConversation('since the steroid injection my sugars have been running around 20')).toContain(
      'high-blood-sugar',
    );
    expect(flagsInConversation('what can I do to stop my new hip dislocating?')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-27-w and -x, by kind', () => {
  it('reads a blistering rash or sores in the mouth after a new medicine as an emergency (NHS: Stevens-Johnson)', () => {
    expect(flagsInConversation('started antibiotics and now a blistering rash and sores in my mouth')).toContain(
      'severe-skin-reaction',
    );
    expect(flagsInConversation('a blister on my heel from new shoes since starting antibiotics')).toEqual([]);
  });

  it('reads a child with a temperature who will not stand on a leg as an emergency, an adult not', () => {
    expect(flagsInConversation('my 6 year old has a temperature and wont put weight on his leg')).toContain(
      'child-fever-not-walking',
    );
    expect(flagsInConversation('my 45 year old husband has a fever and cant walk far')).not.toContain(
      'child-fever-not-walking',
    );
  });
});

describe('unable to get up after a fall', () => {
  it('is an emergency whether the fall is named or the person was found on the floor', () => {
    expect(flagsInConversation("he's been on the floor since last night and couldn't get up")).toContain(
      'cannot-bear-weight-after-injury',
    );
  });
});

describe('a child who has started limping', () => {
  it('needs a doctor today when no injury explains it (NHS Healthier Together)', () => {
    expect(flagsInConversation('daughter 12 limping for a week, knee hurts, now her hip too')).toContain('child-limp');
  });

  it('is not this flag after an injury or an operation, which have their own', () => {
    expect(flagsInConversation('my son twisted his knee at rugby and is limping')).not.toContain('child-limp');
  });
});

describe('signs learnt from set 2026-11-27-f, by kind', () => {
  it('reads a bladder that cannot be controlled after a spinal as cauda equina (999)', () => {
    expect(flagsInConversation("since the spinal both legs are numb and i can't control my bladder")).toContain(
      'cauda-equina',
    );
  });

  it('reads redness spreading from the wound, said a few words away', () => {
    expect(flagsInConversation('a red patch is spreading up my thigh from the hip wound')).toContain('wound-infection');
  });

  it('does not read bruising that "came out all down my leg" as a fall', () => {
    expect(flagsInConversation('bruising has come out all down my leg after my hip op, is that normal?')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-27-g and h, by kind', () => {
  it('reads a snap at the back of the ankle with no push-off as an Achilles rupture (urgent, NHS)', () => {
    expect(
      flagsInConversation("felt like someone kicked me in the back of the heel, now i can't go up on tiptoe"),
    ).toContain('achilles-rupture');
  });

  it('reads bleeding gums or pink pee on blood thinners (urgent, NHS anticoagulants)', () => {
    expect(flagsInConversation("i'm on the blood thinning injections and my pee has gone pink")).toContain(
      'bleeding-on-blood-thinners',
    );
    expect(flagsInConversation('do blood thinners make your gums bleed?')).toEqual([]);
  });

  it('reads "pouring blood" as heavy bleeding', () => {
    expect(flagsInConversation("the wound has burst open and it's pouring blood")).toContain('heavy-bleeding');
  });
});

describe('signs learnt from sets 2026-11-27-i and j, by kind', () => {
  it('reads a fever with shivering that cannot be stopped, or feeling one is dying, as sepsis (UK Sepsis Trust)', () => {
    expect(flagsInConversation("temp 39.8, shaking uncontrollable, I feel like I'm dying")).toContain('sepsis-feeling');
  });

  it('reads a rash after starting a medicine said in another clause (NHS drug allergy)', () => {
    expect(flagsInConversation('started the antibiotics yesterday, now I have an itchy rash all over')).toContain(
      'medicine-rash',
    );
    expect(flagsInConversation('what does a rash from antibiotics look like?')).toEqual([]);
  });

  it('reads a new hip clicking and hurting a lot more as possibly unstable', () => {
    expect(flagsInConversation('since my hip replacement it is clicking and hurting a lot more when I walk')).toContain(
      'replaced-joint-unstable',
    );
  });
});

describe('a leg that "looks shorter" after a fall on a new hip', () => {
  it('is a hip out of place or broken (999), however far from the word "leg"', () => {
    expect(
      flagsInConversation('nan fell, she had a new hip in march, her leg is all twisted and looks shorter'),
    ).toContain('hip-dislocated');
  });
});

describe('a child, however the age is written', () => {
  it('reads "my 9yo", "9 yo" and "9 years old" as a child', () => {
    for (const child of ['my 9yo', 'my 9 yo', 'my 9 years old']) {
      expect(flagsInConversation(`${child} has a temperature and wont put any weight on his leg`), child).toContain(
        'child-fever-not-walking',
      );
    }
  });
});

describe('a bone through the skin', () => {
  it('is a broken bone (NHS: call 999 when the bone is showing)', () => {
    expect(flagsInConversation('fell off the ladder and the bone is sticking out of my shin')).toContain('broken-bone');
  });
});

describe('the safety net', () => {
  it('reads changes of the skin (a blister, a dark or purple patch) as a complaint, so the checklist comes first', () => {
    expect(describesOwnSymptom('the heel on her operated side has a blister with a dark purple patch under it')).toBe(
      true,
    );
    expect(describesOwnSymptom('what does a pressure sore look like')).toBe(false);
  });

  it("reads a teammate, a pal or someone in the visitor's care as a person they speak for", () => {
    expect(describesOwnSymptom("a teammate's knee swelled up after the match")).toBe(true);
    expect(describesOwnSymptom('swollen knee after football, is it normal')).toBe(false);
  });

  it('reads a sign told without a person and asking nothing as the visitor describing it', () => {
    expect(describesOwnSymptom('calf tight and sore since tuesday, two weeks after the op')).toBe(true);
    expect(describesOwnSymptom('calf tight and sore after a knee replacement how long does that last')).toBe(false);
    expect(describesOwnSymptom('swollen calf after surgery')).toBe(true);
    expect(describesOwnSymptom('swollen calf after surgery?')).toBe(false);
  });

  it('reads not knowing what is happening, after a description, as a worry, not a question', () => {
    expect(describesOwnSymptom('the pain has got worse and the knee feels hotter, not sure whats going on')).toBe(true);
    expect(describesOwnSymptom('the knee feels hotter, not sure whats going on, what is bursitis?')).toBe(false);
  });
});

describe('Scots and northern English', () => {
  it('reads "cannae stand", "it\'ll no stop" and "ma maw" as the standard words', () => {
    expect(
      flagsInConversation("blood's pourin through the dressing on his hip, soaked two towels, it'll no stop"),
    ).toContain('heavy-bleeding');
    expect(flagsInConversation('ma maw fell in the bathroom an cannae stand')).toContain(
      'cannot-bear-weight-after-injury',
    );
  });
});

describe('signs said of someone else, and in everyday words', () => {
  it('reads an overdose and a wish not to live said of a husband', () => {
    expect(
      flagsInConversation("he's taken all his tablets at once and says he doesn't want to be here anymore"),
    ).toEqual(expect.arrayContaining(['overdose', 'self-harm']));
    expect(flagsInConversation("i've taken all my antibiotics now, is that ok")).toEqual([]);
  });

  it('reads a thigh "bent funny" after a fall and a shinbone through the skin', () => {
    expect(flagsInConversation("fell off the trampoline, his thigh's bent funny")).toContain(
      'leg-deformed-after-injury',
    );
    expect(flagsInConversation("tripped on the kerb, shinbone's sticking through the skin")).toContain('broken-bone');
  });
});

describe('a condition that ends', () => {
  it('reads what is said after the condition, with a measurement or a person of its own, as now', () => {
    expect(
      flagsInConversation("my 7 year old screams if we touch her hip, temperature 39.5 and she's floppy"),
    ).toContain('sepsis-signs');
  });

  it('keeps a list of what may happen inside the condition', () => {
    expect(flagsInConversation('what do i do if i get a fever, chills or a red wound')).toEqual([]);
  });
});

describe('words of mood', () => {
  it('does not read "a bit low and weepy" as a crisis or a weeping wound', () => {
    expect(flagsInConversation('I feel a bit low and weepy a week after my op, is that a common thing?')).toEqual([]);
    expect(flagsInConversation('ive been feeling really low since the op')).toContain('low-mood');
  });
});

describe('a worry about what may happen', () => {
  it('is not the problem itself', () => {
    expect(
      flagsInConversation("what are the risks of a hip replacement? I'm very anxious about it dislocating"),
    ).toEqual([]);
    expect(flagsInConversation('im worried about the swelling in my calf')).toContain('calf-clot');
  });
});

describe('signs learnt from sets 2026-11-27-zz and aaa, by kind', () => {
  it('reads a painful tummy said before the word, with no poo for days, as a possible blockage (NHS constipation)', () => {
    expect(flagsInConversation('dad has not pooed for four days since his knee op and has a bloated belly')).toContain(
      'bowel-blockage',
    );
  });

  it('reads cloudy leakage and redness round the edges as a wound infection, without the word "wound"', () => {
    expect(flagsInConversation('since the hip op there is a milky ooze coming through the plaster')).toContain(
      'wound-infection',
    );
    expect(flagsInConversation('three weeks after my knee op the cut is angry round the edges')).toContain(
      'wound-infection',
    );
  });

  it('reads pain worse again after it had been settling, and a new lump at the scar, as needing a call', () => {
    expect(
      flagsInConversation('my knee op was a month ago, the pain was improving but since monday it has worsened'),
    ).toContain('worsening-after-surgery');
    expect(flagsInConversation('hip done in june and now there is a new lump next to the scar')).toContain(
      'wound-infection',
    );
  });

  it('does not read a scar still pink months later as inflamed (NHS: scars fade over months)', () => {
    expect(flagsInConversation('my knee scar is still pinkish five months on, will it fade?')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-28-a and b, by kind', () => {
  it('reads pain when someone touches the leg as now, not as a condition', () => {
    expect(
      flagsInConversation('my 4 year old is boiling hot, cries if anyone touches her knee and will not stand up'),
    ).toContain('child-fever-not-walking');
    expect(flagsInConversation('what should i do if my calf swells')).toEqual([]);
  });

  it('reads a word seen in a form or leaflet, asked what it is, as a question for information', () => {
    expect(flagsInConversation('the leaflet mentions a DVT, what is that?')).toEqual([]);
    expect(
      flagsInConversation('the leaflet says watch for a swollen calf, my calf is swollen and hot since my op'),
    ).toContain('calf-clot');
  });

  it('reads a dressing that keeps soaking through, the blood unnamed, as heavy bleeding', () => {
    expect(
      flagsInConversation('since the op his bandage keeps filling up, we have changed it four times in an hour'),
    ).toContain('heavy-bleeding');
  });

  it('reads a wound that has opened so one can see inside it as an emergency', () => {
    expect(flagsInConversation('her knee wound has come apart and you can see inside it')).toContain('deep-wound');
  });

  it('reads a knee getting redder and hotter weeks after the operation as worse, not better', () => {
    expect(flagsInConversation('three weeks post op and the knee is getting hotter and redder each day')).toContain(
      'worsening-after-surgery',
    );
  });
});

describe('signs learnt from set 2026-11-28-d, by kind', () => {
  it('reads a leg "like wood", pain "worst ever" and toes that hurt to move as compartment syndrome', () => {
    expect(flagsInConversation('since the fall her calf is like a board and the pain is the worst ever')).toContain(
      'compartment-syndrome',
    );
    expect(
      flagsInConversation('after the match his shin went tight, the tablets do nothing and wiggling his toes hurts'),
    ).toContain('compartment-syndrome');
  });

  it('reads red, hot skin that spreads as a skin infection (NHS: cellulitis)', () => {
    expect(flagsInConversation('a hot red area on his thigh, and the redness is spreading by the hour')).toContain(
      'skin-infection',
    );
    expect(flagsInConversation('how would i know if redness is spreading after my op')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-28-e and f, by kind', () => {
  it('reads a heart attack told as history as history, and one now as now', () => {
    expect(flagsInConversation('he had a heart attack two years ago, is a knee replacement still possible?')).toEqual(
      [],
    );
    expect(flagsInConversation('i think my dad is having a heart attack')).toContain('chest-pain');
  });

  it('reads a meniscus "stitched" days ago as an operation, for a wound that leaks', () => {
    expect(flagsInConversation('had my meniscus stitched last week and there is green gunk on the dressing')).toContain(
      'wound-infection',
    );
  });

  it('reads being knocked out in a tackle, then sick or drowsy, as a head injury, the head unnamed', () => {
    expect(
      flagsInConversation('he was knocked out in the tackle and now he is being sick and cannot keep his eyes open'),
    ).toContain('head-injury-warning-signs');
    expect(flagsInConversation('the anaesthetic knocked me out and i was sick after the op')).toEqual([]);
  });

  it('reads sliding off a bed or a chair as a fall', () => {
    expect(
      flagsInConversation('gran slid off her chair onto the carpet and her leg is turned out and looks shorter'),
    ).toContain('leg-shortened-after-fall');
  });
});

describe('signs learnt from sets 2026-11-28-i and j, by kind', () => {
  it('reads painkillers that do not work said a few words away, and clot injections by what they prevent', () => {
    expect(
      flagsInConversation('the tablets the ward gave me to take home are not touching it, days after the op'),
    ).toContain('uncontrolled-pain');
    expect(flagsInConversation('dad forgot his anti clot jabs for two days after his hip op')).toContain(
      'missed-blood-thinner',
    );
  });
});

describe('signs learnt from sets 2026-11-28-k and l, by kind', () => {
  it('reads "paining" as pain, not a typo of "fainting"', () => {
    expect(flagsInConversation('my hip replacement is 20 years old and it is paining me again')).toEqual([]);
  });

  it('reads a knee that "swell up" within an hour of a twist as bleeding into the knee', () => {
    expect(flagsInConversation('twist my knee at netball and it swell up within the hour')).toContain(
      'knee-swelled-after-injury',
    );
  });
});

describe('signs learnt from sets 2026-11-28-m and n, by kind', () => {
  it('reads a leg "getting tighter and tighter" with painkillers failing after an operation as compartment syndrome', () => {
    expect(
      flagsInConversation(
        'two days after my knee op the calf is getting tighter and tighter and the tablets do nothing',
      ),
    ).toContain('compartment-syndrome');
  });

  it('reads a thigh "bent a funny way" after being crushed or kicked by an animal as a broken leg', () => {
    expect(flagsInConversation('the horse kicked him and his shin is bent a strange way')).toContain(
      'leg-deformed-after-injury',
    );
  });
});

describe('signs learnt from sets 2026-11-28-o and p, by kind', () => {
  it('reads a kneecap that went out and back by itself as urgent, and one still out as 999 (NHS)', () => {
    expect(flagsInConversation('at netball my kneecap slipped out and went back in by itself')).toEqual([
      'kneecap-went-back',
    ]);
    expect(flagsInConversation('my kneecap popped out and will not go back')).toContain('knee-deformed');
  });

  it('reads "what means" and "I read that ... can" as asking about what may happen', () => {
    expect(flagsInConversation('what means blood clot in the lung after surgery?')).toEqual([]);
    expect(flagsInConversation('i heard new knees can get infected years later, is that true')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-28-q and r, by kind', () => {
  it('reads a chest that "feels crushed" as chest pain, and "talking daft" with a fever as confusion (sepsis)', () => {
    expect(flagsInConversation('since coming home from his hip op his chest feels crushed')).toContain('chest-pain');
    expect(
      flagsInConversation(
        'mum has a temperature of 39 after her knee op and is talking daft, she does not know what day it is',
      ),
    ).toContain('sepsis-signs');
  });

  it('reads a leg "purple and yellow" as bruising, not a cold, blue limb', () => {
    expect(flagsInConversation('after the hip op his thigh has gone purple and yellow down to the knee')).toEqual([]);
  });

  it('reads "knee done six weeks ago" as a replaced joint', () => {
    expect(flagsInConversation('knee done six weeks ago and now it clunks and hurts when i walk')).toContain(
      'replaced-joint-unstable',
    );
  });
});

describe('signs learnt from sets 2026-11-28-s and t, by kind', () => {
  it('reads blood named in its own clause after a cough as coughing blood', () => {
    expect(flagsInConversation('since her hip op she keeps coughing and theres some blood in it')).toContain(
      'coughing-blood',
    );
  });

  it('reads "horrendous" as pain only when said of the pain, not of how a bruise looks', () => {
    expect(flagsInConversation('my knee op was last week, the bruise looks horrendous but the pain is ok')).toEqual([]);
    expect(flagsInConversation('a week after my hip op the pain is horrendous')).toContain('uncontrolled-pain');
  });

  it('reads how someone is "in general" as how they are as a rule, not as a new complaint', () => {
    expect(flagsInConversation('could a fall damage a new hip? dad is unsteady in general')).toEqual([]);
  });

  it('reads stitches that came apart, said a few words away, as a wound problem', () => {
    expect(flagsInConversation('the stitches at the bottom of my knee scar have come apart a bit')).toContain(
      'wound-infection',
    );
  });
});

describe('signs learnt from sets 2026-11-28-u and v, by kind', () => {
  it('reads numb "down below" as numb around the genitals, not as swelling gone down', () => {
    expect(flagsInConversation('since the spinal for my knee op ive gone numb down below')).toContain('cauda-equina');
  });

  it('reads being struck by a ball or a bat as an injury', () => {
    expect(
      flagsInConversation('he was hit on the shin by a hockey stick, the leg is tight and the painkillers do nothing'),
    ).toContain('compartment-syndrome');
  });

  it('reads a wound named in an earlier question and oozing in this message as a wound problem', () => {
    expect(
      flagsInConversation('mine has yellow stuff oozing out since yesterday', [
        'how should a hip wound look at 10 days?',
      ]),
    ).toContain('wound-infection');
  });

  it('reads how to stop something "happening" as a question, and "happening again" after it did as an event', () => {
    expect(flagsInConversation('the new knee getting infected, how do we stop that happening')).toEqual([]);
    expect(flagsInConversation('her new hip popped out last night, how do we stop that happening again')).toContain(
      'replaced-joint-dislocated',
    );
  });
});

describe('signs learnt from sets 2026-11-28-w and x, by kind', () => {
  it('reads pain named after moving the toes as pain on stretch (compartment syndrome after an injury)', () => {
    expect(
      flagsInConversation('he was tackled at rugby, his shin is rock solid and moving his foot makes it agony'),
    ).toContain('compartment-syndrome');
  });

  it('reads the chance of getting something as a question, and the chance it is one as a worry about now', () => {
    expect(
      flagsInConversation('my brother got an infection in his new knee, what are the odds of me getting one'),
    ).toEqual([]);
    expect(flagsInConversation('my calf is hot and swollen after my knee op, whats the chance its a clot')).toContain(
      'calf-clot',
    );
  });
});

describe('signs learnt from sets 2026-11-28-y and z, by kind', () => {
  it('reads signs listed with commas ("got hot, swollen and sore") as a hot, swollen joint', () => {
    expect(flagsInConversation('my hip replacement has suddenly gone red, swollen and painful today')).toContain(
      'joint-hot-red-swollen',
    );
  });

  it('reads getting better right after "but" as settling, and not when something else is named', () => {
    expect(
      flagsInConversation('my knee is still warm and puffy 6 weeks after the op but improving, is that ok'),
    ).toEqual([]);
    expect(flagsInConversation('my calf is hot and swollen after my op but my knee is improving')).toContain(
      'calf-clot',
    );
  });
});

describe('signs learnt from sets 2026-11-28-aa and bb, by kind', () => {
  it('reads a hurt neck after a tackle or a fall, with tingling or weak arms or legs, as a spinal injury', () => {
    expect(
      flagsInConversation('she went down in a tackle, her neck really hurts and her fingers have gone numb'),
    ).toContain('neck-injury-with-numb-limbs');
    expect(flagsInConversation('my neck is stiff and my hands tingle when I type all day')).toEqual([]);
  });

  it('reads pins and needles said of the hands as not the leg', () => {
    expect(flagsInConversation('i get pins and needles in my hands at night')).toEqual([]);
    expect(flagsInConversation('pins and needles in my foot since the op')).toContain('new-numbness-after-surgery');
  });

  it('reads a smell, a leak or a burning spot under a plaster cast as a cast to be seen the same day', () => {
    expect(flagsInConversation('his plaster cast has started to smell and something is leaking through')).toContain(
      'cast-problem',
    );
    expect(flagsInConversation('can he get his plaster cast wet in the shower')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-28-cc and dd, by kind', () => {
  it('reads a kneecap that keeps dislocating as a pattern to treat, and one out now as out', () => {
    expect(flagsInConversation('my son keeps dislocating his kneecap at rugby, what can be done')).toEqual([]);
    expect(
      flagsInConversation('she keeps having her knee cap slip out when she dances, is there an op for it'),
    ).toEqual([]);
    expect(flagsInConversation('his kneecap has slipped out to the side and will not go back')).toContain(
      'knee-deformed',
    );
  });

  it('reads pain the stairs bring on as a worn joint, not pain beyond control', () => {
    expect(flagsInConversation('my knee is agony walking up the stairs, what can I do before the op')).toEqual([]);
    expect(flagsInConversation('the pain in my new hip is unbearable even with the morphine')).toContain(
      'uncontrolled-pain',
    );
  });

  it('reads a blow to the head with a sore neck and tingling arms as a spinal injury', () => {
    expect(
      flagsInConversation('she dived into the shallow end and banged her head, now her neck hurts and her arms tingle'),
    ).toContain('neck-injury-with-numb-limbs');
  });
});

describe('signs learnt from sets 2026-11-28-ee and ff, by kind', () => {
  it('reads spreading redness with purple or blistering skin, or unbearable pain, as a deep infection', () => {
    expect(
      flagsInConversation('the red patch on his leg is spreading and the skin has gone purple and blistered'),
    ).toContain('necrotising-infection');
    expect(flagsInConversation('theres a red patch on my shin that is spreading and it feels hot')).toEqual([
      'skin-infection',
    ]);
  });

  it('reads getting better as the next clause as settling, and not when it is getting worse', () => {
    expect(flagsInConversation('my knee is still warm and swollen 10 weeks on, slowly improving, is that ok')).toEqual(
      [],
    );
    expect(flagsInConversation('my knee is warm and swollen 10 weeks on, getting worse')).not.toEqual([]);
  });

  it('reads a sign come back after getting better, after an operation, as getting worse', () => {
    const returned = 'meniscus repair 10 days ago, the knee was getting better but now its swelling up again and hot';
    expect(flagsInConversation(returned)).toContain('worsening-after-surgery');
    expect(flagsInConversation('meniscus repair 10 days ago, the knee is getting better every day')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-28-gg and hh, by kind', () => {
  it('reads a swollen or very sore wrist, hand or arm after a fall as a possible break, seen the same day', () => {
    expect(flagsInConversation('fell off the ladder onto my arm, my elbow is swollen and really painful')).toContain(
      'arm-injury',
    );
    expect(flagsInConversation('my hands are swollen in the morning')).toEqual([]);
  });

  it('reads sudden or severe pain in a testicle as an emergency', () => {
    expect(flagsInConversation('my lad has sudden pain in his testicle and is being sick')).toContain(
      'testicle-pain-sudden',
    );
  });

  it('reads a very high blood pressure reading with a pounding headache as an emergency, and a normal one not', () => {
    expect(flagsInConversation('my bp is 200/120 and I have a pounding headache')).toContain(
      'very-high-blood-pressure',
    );
    expect(flagsInConversation('my blood pressure was 128/80 and I have a bad headache')).toEqual([]);
  });

  it('reads something "mentioned" to a relative as information', () => {
    expect(
      flagsInConversation('what is compartment syndrome? my nephew had it mentioned after his leg was broken'),
    ).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-26 to 2026-11-28-ww, by kind (the checklist-only misses)', () => {
  it('reads a new joint that turns hot or swollen suddenly, or after it had settled, as a possible joint infection', () => {
    expect(flagsInConversation('my knee replacement was great until last month, now it has come up hot')).toContain(
      'replaced-joint-infection',
    );
    expect(flagsInConversation('three years after my hip replacement it has suddenly become very painful')).toContain(
      'replaced-joint-infection',
    );
    // Warm and swollen since the operation is how a new knee recovers for months
    expect(flagsInConversation('my new knee is still a bit warm 8 weeks after the operation, is that normal')).toEqual(
      [],
    );
  });

  it('reads pain with none of the painkillers left as pain out of control, and a long-standing ache not', () => {
    expect(flagsInConversation('we have run out of his co-codamol and his new hip is really hurting')).toContain(
      'uncontrolled-pain',
    );
    expect(flagsInConversation('my knee has ached for years, I ran out of paracetamol')).toEqual([]);
  });

  it('reads a headache worse sitting up after a spinal or epidural as one for the team today', () => {
    expect(flagsInConversation('after my epidural I get a splitting headache whenever I stand up')).toEqual([
      'headache-after-spinal',
    ]);
    expect(flagsInConversation('he had a spinal injury years ago and gets headaches')).toEqual([]);
  });

  it('reads purple or broken skin on a heel or the bottom as a pressure ulcer, and a blister from new boots not', () => {
    expect(
      flagsInConversation('my nan has a sore that is black on her bottom, she is in bed most of the day'),
    ).toContain('pressure-ulcer');
    expect(flagsInConversation('a blister on my heel from walking in new boots')).toEqual([]);
  });

  it('reads an ankle hurt in a fall or a twist as possibly broken when its swelling is said of "it" later', () => {
    expect(
      flagsInConversation('she went over on her ankle at netball, she can stand on it but its badly swollen'),
    ).toContain('ankle-or-foot-injury');
  });

  it('reads a kneecap that has gone out more than once as a known problem, and one out and stuck now as an emergency', () => {
    expect(flagsInConversation('his kneecap has dislocated several times, is there an operation for it')).toEqual([]);
    expect(flagsInConversation('her kneecap keeps slipping out when she turns')).toEqual([]);
    expect(flagsInConversation('my kneecap has popped out again and its stuck at the side')).toContain('knee-deformed');
  });

  it('reads a kneecap that went back in, said in a clause of its own, as one for the same day, and a warm-up as no warmth', () => {
    expect(flagsInConversation('her kneecap popped out during the hockey warm up and went back in by itself')).toEqual([
      'kneecap-went-back',
    ]);
  });

  it('reads a leg that cannot be lifted straight after a fall, or a gap above the kneecap, as a torn tendon', () => {
    expect(flagsInConversation('he slipped on the ice and cannot lift his leg straight since')).toEqual([
      'knee-tendon-torn',
    ]);
    expect(flagsInConversation('there is a gap below my kneecap since I landed badly')).toContain('knee-tendon-torn');
    // Arthritis that makes lifting the leg hard is no injury
    expect(flagsInConversation('with my hip arthritis I cant lift my leg up to get into the car')).toEqual([]);
  });

  it('reads 999 signs said in fresh words: a tight leg in agony after a kick, fast breathing with a fever, a black wound with a fever', () => {
    expect(
      flagsInConversation('he got kicked in the calf and now the leg is really tight and the pain is agony'),
    ).toContain('compartment-syndrome');
    expect(flagsInConversation('dad has a temperature and really fast breathing since his op')).toContain(
      'breathlessness',
    );
    expect(flagsInConversation('the skin by her wound has gone black and she has a fever')).toContain(
      'necrotising-infection',
    );
    // A bruise going purple is healing
    expect(flagsInConversation('the bruise on my thigh has gone purple after the op')).toEqual([]);
  });

  it('reads not having passed urine for hours as a bladder that does not empty (NHS: urinary retention)', () => {
    expect(flagsInConversation('dad has not peed since this morning and his belly aches, hip done monday')).toContain(
      'cauda-equina',
    );
    expect(flagsInConversation('she hasnt passed water since she got home from the op')).toContain('cauda-equina');
    expect(flagsInConversation('is it normal to not need a wee as often after a knee op')).toEqual([]);
  });

  it('reads a leg swelling more day by day as a possible clot, and evening swelling that goes down overnight not', () => {
    expect(flagsInConversation('his calf and ankle keep getting more swollen every day since the op')).toContain(
      'calf-clot',
    );
    expect(flagsInConversation('my lower leg swelling is getting bigger by the day, new hip')).toContain('calf-clot');
    expect(flagsInConversation('my foot is more swollen by bedtime since the op and goes down overnight')).toEqual([]);
  });

  it('reads a leg gone shorter after any hip operation as a hip out of its socket (999)', () => {
    expect(flagsInConversation('a month after his hip surgery his left leg is suddenly shorter and sore')).toContain(
      'hip-dislocated',
    );
  });

  it('reads a leg gone shorter with a sore or clicking hip as a hip out of place or broken, unless it is long-standing', () => {
    expect(
      flagsInConversation('grandad says his hip went click and his leg looks shorter now, it really hurts'),
    ).toContain('hip-dislocated');
    expect(flagsInConversation('my leg has looked shorter for years with the arthritis in my hip, it aches')).toEqual(
      [],
    );
  });

  it('reads a knee that locks and is moved free again as catching, not locked now, across a comma too', () => {
    expect(flagsInConversation('his knee catches, gets stuck straight and he rocks it till it unlocks')).toEqual([]);
    expect(
      flagsInConversation('my knee locked an hour ago, I tried to jiggle it to free it but it will not budge'),
    ).toContain('knee-locking');
  });

  it('reads a worry about doing a thing as what may happen, not as the thing done', () => {
    expect(flagsInConversation('she is scared of dislocating her new hip getting out of the car')).toEqual([]);
    expect(flagsInConversation('his hip popped out last night and he is scared of dislocating it again')).toContain(
      'hip-dislocated',
    );
  });

  it('reads what someone has heard or read a thing is like as asked about, not as their own pain', () => {
    expect(flagsInConversation('what is recovery from a new hip like, I read it is agony for weeks')).toEqual([]);
    expect(flagsInConversation('my new knee is agony and the tablets do nothing')).toContain('uncontrolled-pain');
  });

  it('reads "not been for a poo" as bowels stopped, and "not been for a walk" not', () => {
    expect(flagsInConversation('not been for a poo for a week since my op and my tummy is swollen')).toContain(
      'bowel-blockage',
    );
    expect(flagsInConversation('I have not been for a walk since my op and my tummy is bloated')).toEqual([]);
  });

  it('reads a sign that has cleared up, or that is getting better after a comma and "but", as settled', () => {
    expect(flagsInConversation('the wound infection has completely cleared up, can he swim')).toEqual([]);
    expect(flagsInConversation('his knee is warm and puffy 5 weeks after the op, but improving each week')).toEqual([]);
  });
});

describe('learnt from sets 2026-11-30-ch to cj, by kind', () => {
  it('reads a sign fine ever since as gone, unless it came back', () => {
    expect(flagsInConversation('my knee locked once last month but its been fine since, no swelling')).toEqual([]);
    expect(flagsInConversation('my knee locked last week, its been fine since but now it has locked again')).toContain(
      'knee-locking',
    );
  });

  it('reads a thigh bent in middle, said without an article, as a leg out of shape', () => {
    expect(flagsInConversation('friend was hit by car on bike, thigh bent in middle, screaming pain')).toContain(
      'leg-deformed-after-injury',
    );
  });

  it('reads "how to know if" as asking what the signs are', () => {
    expect(flagsInConversation('how to know if wound is infected, signs please, my wound looks fine now')).toEqual([]);
  });
});

describe('learnt from sets 2026-11-30-ck to cm, by kind', () => {
  it('reads "screams if we try and move him" as pain now, not a condition, so what follows is said of now', () => {
    const fall = 'hes on the floor after a fall, he screams if we try and move him and his foot is pointing outwards';
    expect(flagsInConversation(fall)).toContain('leg-shortened-after-fall');
  });

  it('reads feeling off colour as feeling unwell', () => {
    expect(flagsInConversation('new hip 2 year ago, its gone hot and painful and i feel right off colour')).toContain(
      'hot-swollen-hip-with-fever',
    );
  });

  it('reads a calf swelling and tight after a tackle, the pain growing, as compartment syndrome', () => {
    const calf = 'got tackled, now his calf is swelling massive and tight like a drum and the pain is getting worse';
    expect(flagsInConversation(calf)).toContain('compartment-syndrome');
  });
});

describe('learnt from sets 2026-11-30-cn to cp, by kind', () => {
  it('reads "hes mottled" and "barely making sense" with a temperature as sepsis', () => {
    expect(flagsInConversation("hip done 5 days ago, temp 39.4, he's mottled and barely making sense")).toContain(
      'sepsis-signs',
    );
  });

  it('reads a sprain as an injury, so not bearing any weight after it is read', () => {
    expect(flagsInConversation("ankle after a sprain 4 days ago, I can't bear weight at all")).toContain(
      'cannot-bear-weight-after-injury',
    );
  });

  it('reads skin gone purple or black that blisters as a flesh-eating infection', () => {
    const skin = "me leg's come up in big blisters and the skin's gone purple black round the scar";
    expect(flagsInConversation(skin)).toContain('necrotising-infection');
  });

  it('reads a click that felt wrong after an operation, with more pain since, as getting worse', () => {
    const click = 'my hip clicked funny when i bent down, 5 weeks post op, it hurts more now';
    expect(flagsInConversation(click)).toContain('worsening-after-surgery');
    expect(flagsInConversation('my new hip clicks when i walk, is that normal')).toEqual([]);
  });

  it('reads Wearside words and tablets that cannot be kept down', () => {
    const tablets = 'the tablets they gave us are mekin me sick every time, cannit keep them down since yesterday';
    expect(flagsInConversation(tablets)).toContain('cannot-keep-down');
  });
});

describe('learnt from sets 2026-11-30-ct to cv, by kind', () => {
  it('reads bowels not opened with a bloated tummy, said as "not been able to open my bowels"', () => {
    expect(flagsInConversation('not been able to open my bowels for 6 days, tummy is bloated and uncomfy')).toContain(
      'bowel-blockage',
    );
    expect(flagsInConversation('havent been able to sleep for days, tummy is bloated')).toEqual([]);
  });

  it('reads "now he has gone grey" as a sign now, not one gone, and "not really making sense" as confusion', () => {
    const fainted = "dad's had his hip done, fainted in the kitchen an now he's gone grey an not really makin sense";
    expect(flagsInConversation(fainted)).toContain('collapse');
    expect(flagsInConversation('my temperature was high 2 days ago but now it normal and I feel fine')).toEqual([]);
  });

  it('reads a fall onto an operated joint that has swelled up since as getting worse after the operation', () => {
    const fall = "fell on my operated knee (acl repair 3 wks ago) and now it's swelled up again";
    expect(flagsInConversation(fall)).toContain('worsening-after-surgery');
  });

  it('reads the Black Country "cor" as "cant"', () => {
    expect(flagsInConversation('mum has been sick since her hip op yesterday an cor keep her tablets down')).toContain(
      'cannot-keep-down',
    );
  });
});

describe('a head injury in sport', () => {
  it('reads heads clashing as a blow to the head, and memory lost for the day or the match as confusion', () => {
    expect(flagsInConversation('clashed heads at training, he keeps being sick')).toContain(
      'head-injury-warning-signs',
    );
    expect(
      flagsInConversation('head clash in the match and now he cant remember what happened or what day it is'),
    ).toContain('head-injury-warning-signs');
    expect(flagsInConversation('i cant remember what the physio said about the exercises')).toEqual([]);
  });
});

describe('a body part described at length', () => {
  it('reads a foot named with where it was operated on as the foot the signs are of', () => {
    expect(
      flagsInConversation(
        'my foot below where they operated on my knee has gone cold and blue and i cant feel it at all',
      ),
    ).toContain('leg-numb-pale-cold');
  });
});

describe('signs said in another clause of the message', () => {
  it('reads a clunk in a new joint and pain grown since, in any clause, as a replaced joint that may be unstable', () => {
    expect(
      flagsInConversation(
        'heard a clunk in her new knee getting off the bus, it hurts a lot more now though she can walk',
      ),
    ).toContain('replaced-joint-unstable');
    expect(flagsInConversation('my new hip clunks now and then, no pain, is that normal')).toEqual([]);
  });

  it('reads great swelling said of "it" as the knee the message names, unless it has gone on for months', () => {
    expect(
      flagsInConversation('my son twisted his knee at rugby an hour ago, its blown up like a balloon and he cant walk'),
    ).toContain('knee-sudden-swelling-or-stuck');
    expect(
      flagsInConversation('my knee puffs up like a balloon after football, its been months now, what is it'),
    ).not.toContain('knee-sudden-swelling-or-stuck');
  });

  it('reads a leg swollen since this morning, or more than the day before, after an operation as a possible clot', () => {
    expect(
      flagsInConversation('his leg has swollen right up since this morning, a week after his knee replacement'),
    ).toContain('calf-clot');
    expect(
      flagsInConversation('mums leg is swollen compared with yesterday, she had her hip done last week'),
    ).toContain('calf-clot');
  });

  it('reads pain made worse when the toes move, after a blow, with unbearable pain, as compartment syndrome', () => {
    expect(
      flagsInConversation('kicked in the shin at hockey, the pain is unbearable and worse when he moves his toes'),
    ).toContain('compartment-syndrome');
  });

  it('reads a worry about "the dislocation" as asked about, and a foot going bluish after an operation as an emergency', () => {
    expect(flagsInConversation('what are the risks of a new hip, mum is worried about the dislocation thing')).toEqual(
      [],
    );
    expect(flagsInConversation('since his knee op yesterday his foot has gone bluish and cold')).toContain(
      'leg-numb-pale-cold',
    );
  });

  it('reads sudden pain while sprinting and then no weight on the leg as an injury (NHS: broken leg)', () => {
    expect(
      flagsInConversation('my daughter felt her thigh go while sprinting at athletics and now cannot walk on it'),
    ).toContain('cannot-bear-weight-after-injury');
  });
});

describe('a two-word option in a list of words is read as one option', () => {
  // "a/b/cant stop" reads as "a, b or cant" followed by "stop"; the registry writes such options after " | ".
  it('reads shivering that will not stop, in any order, with a fever as sepsis', () => {
    for (const message of [
      'temperature of 38.9 and uncontrollable shivering',
      'i have a fever and im shaking uncontrollably',
    ]) {
      expect(flagsInConversation(message), message).toContain('sepsis-feeling');
    }
  });

  it('reads clear fluid leaking from a wound, named a few words on, as a wound problem', () => {
    expect(flagsInConversation('clear fluid leaking from the top end of my knee wound every day')).toContain(
      'wound-infection',
    );
  });

  it('reads a bone showing, bruising easily on a blood thinner and a fall onto the neck with numb arms', () => {
    expect(flagsInConversation('he came off his motorbike and the bone is showing')).toContain(
      'leg-deformed-after-injury',
    );
    expect(flagsInConversation('im on apixaban and bruising easily all over')).toContain('bleeding-on-blood-thinners');
    expect(flagsInConversation('she fell and landed on her neck, now her arms are numb and tingly')).toContain(
      'neck-injury-with-numb-limbs',
    );
  });

  it('reads a leg that cannot be felt properly as numb, and one that cannot bend much yet as stiff', () => {
    expect(flagsInConversation('fell off a ladder onto my back and cant feel my legs properly')).not.toEqual([]);
    expect(flagsInConversation('two days after my knee op i cant bend my leg much yet')).toEqual([]);
  });

  it('reads "the end of it" as a place in a sentence, and ending it as a crisis', () => {
    expect(flagsInConversation('theres a scab at the end of it, my scar, is that normal')).not.toContain('self-harm');
    expect(flagsInConversation('some days i just want to end it')).toContain('self-harm');
  });
});

describe('signs learnt from sets 2026-11-30-f and g, by kind', () => {
  it('reads numbness on the top or the bottom of a foot after an operation as new numbness', () => {
    expect(flagsInConversation('since the hip op she has had tingling on the bottom of her foot')).toContain(
      'new-numbness-after-surgery',
    );
    expect(flagsInConversation('is a numb patch on top of the knee normal after a knee replacement')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-h to aa, by kind', () => {
  it('reads a knee that has swollen up and "feels hot", with a verb before the heat, as hot and swollen', () => {
    expect(flagsInConversation('his knee swelled up again last night and is hot to touch')).toContain(
      'joint-hot-red-swollen',
    );
  });

  it('reads pain on moving the toes that keeps growing, with a foot going numb or in a cast, as compartment syndrome', () => {
    expect(
      flagsInConversation('plaster on since friday, pain keeps getting worse and he cries when we wiggle his toes'),
    ).toContain('compartment-syndrome');
    expect(flagsInConversation('my foot is a bit numb after the op and it hurts to move my ankle')).not.toContain(
      'compartment-syndrome',
    );
  });

  it('reads hurting a leg as an injury, so a tight shin with pain on moving the toes after it is compartment syndrome', () => {
    expect(
      flagsInConversation('she hurt her leg at the weekend, now the calf is tight and agony when you touch her toes'),
    ).toContain('compartment-syndrome');
  });

  it('reads new numbness down the side of a foot after an operation as new numbness, not the numb side of a knee', () => {
    expect(flagsInConversation('tingling along the inside of her foot since her hip op yesterday')).toContain(
      'new-numbness-after-surgery',
    );
    expect(flagsInConversation('numb on the outside of my knee since the replacement')).toEqual([]);
  });

  it('reads a dislocation named as a time as past, and a kneecap that will not go back in as out now', () => {
    expect(flagsInConversation('his knee has felt weak following the dislocation, what exercises help')).toEqual([]);
    expect(flagsInConversation('my daughters kneecap slipped out and wont go back in')).toContain('knee-deformed');
  });

  it('reads bleeding from down below with cramps in pregnancy as an emergency', () => {
    expect(
      flagsInConversation('34 weeks pregnant, some bleeding from the vagina and stomach cramps since lunch'),
    ).toContain('bleeding-in-pregnancy');
    expect(flagsInConversation('pregnant and getting leg cramps at night, is that normal')).toEqual([]);
  });

  it('reads a term a form or leaflet mentions as information, and a sign said after what to watch for as a sign', () => {
    expect(flagsInConversation('the consent leaflet lists pulmonary embolism. is that common?')).toEqual([]);
    expect(flagsInConversation('the nurse told me to look out for a hot calf and my calf is hot')).toContain(
      'calf-clot',
    );
  });

  it('reads a thigh bent in the middle after a kick as a broken leg, and rigors with an infected wound as sepsis', () => {
    expect(flagsInConversation('fell off the trampoline and her thigh is bent halfway down')).toContain(
      'leg-deformed-after-injury',
    );
    expect(flagsInConversation('the scar is oozing pus since my hip op and im having rigors')).toContain(
      'sepsis-feeling',
    );
  });

  it('reads a clunk, then agony in the hip and a leg that will not move at all, as a hip out of its socket', () => {
    expect(
      flagsInConversation(
        'nan felt a clunk reaching into the cupboard, her hip is agony and the leg cannot move at all',
      ),
    ).toContain('hip-dislocated');
  });

  it('reads a knee that had settled after an operation and then grew hotter or bigger, or more painful not less, as worse', () => {
    expect(flagsInConversation('his knee had been settling since the arthroscopy but now it is hotter')).toContain(
      'worsening-after-surgery',
    );
    expect(flagsInConversation('ten days after my hip op it is more sore not less')).toContain(
      'worsening-after-surgery',
    );
    expect(
      flagsInConversation(
        'it was settling but after physio today the swelling has gone up a bit, 3 weeks after my knee op',
      ),
    ).toEqual([]);
  });

  it('reads a knee that blew up within minutes of an injury, and one that will not straighten and is locked', () => {
    expect(flagsInConversation('landed awkwardly at netball and her knee puffed up within minutes')).toContain(
      'knee-swelled-after-injury',
    );
    expect(flagsInConversation('my knee wont straighten, locked solid since lunch')).toContain('knee-locking');
  });

  it('reads two things compared as a question, unless the sign is said in a clause of its own', () => {
    expect(flagsInConversation('kneecap dislocated vs ligament torn, how do you tell the difference')).toEqual([]);
    expect(
      flagsInConversation('his kneecap is out of place, what is the difference between that and a sprain'),
    ).toContain('knee-deformed');
  });

  it('reads someone barely responding as collapse, and pale and clammy while unwell as sepsis', () => {
    expect(flagsInConversation('my dad is hardly reacting when I talk to him since this afternoon')).toContain(
      'collapse',
    );
    expect(flagsInConversation('three days after her knee op she feels dreadful and is grey and clammy')).toContain(
      'sepsis-signs',
    );
  });
});

describe('signs learnt from sets 2026-11-30-ac to ae, by kind', () => {
  it('reads a kneecap that "went out" as out of place, unless it went back or it was long ago', () => {
    expect(flagsInConversation('his kneecap went out playing rugby and it is still stuck there')).toContain(
      'knee-deformed',
    );
    expect(flagsInConversation('his kneecap went out and back in playing rugby')).toEqual(['kneecap-went-back']);
    expect(flagsInConversation('my kneecap went out years ago, which exercises help')).toEqual([]);
  });

  it('reads a new joint that went out and back, or felt like it went out, as unstable', () => {
    expect(flagsInConversation('my new knee went out and back in as I stood up')).toContain('replaced-joint-unstable');
    expect(flagsInConversation('dads replaced hip clicked like it came out when he turned over')).toContain(
      'replaced-joint-unstable',
    );
  });

  it('reads a joint gone "a funny shape" as misshapen, and a leg rolled in after a new hip went pop as a dislocation', () => {
    expect(flagsInConversation('slipped on the ice onto my new knee, it has gone a weird shape')).toContain(
      'knee-deformed',
    );
    expect(flagsInConversation('mums new hip went pop getting out of the car, her foot is turned in')).toContain(
      'hip-dislocated',
    );
  });

  it('reads a red patch on a heel, or skin broken from lying in bed, as a pressure ulcer', () => {
    expect(flagsInConversation('dad has a sore red patch on his heel since he came home')).toContain('pressure-ulcer');
    expect(flagsInConversation('she has been in bed for days and the skin on her bottom has broken')).toContain(
      'pressure-ulcer',
    );
  });

  it('reads ankle swelling that comes by the evening and goes with the leg up as expected, and other swelling as a sign', () => {
    expect(
      flagsInConversation('swollen ankles at the end of the day since his knee op, down again by the morning'),
    ).toEqual([]);
    expect(flagsInConversation('swollen ankle since her knee op and it is not going down')).toContain('calf-clot');
  });

  it('reads bleeding pressed on that will not stop, said in clauses of their own, as heavy bleeding', () => {
    expect(
      flagsInConversation(
        'her cut is bleeding again, we held a towel on it for fifteen minutes and it has not stopped',
      ),
    ).toContain('heavy-bleeding');
    expect(flagsInConversation('it bled a bit, I pressed on it and it stopped')).not.toContain('heavy-bleeding');
  });

  it('reads a knee that "looks all wrong" after a fall as misshapen', () => {
    expect(flagsInConversation('he slipped off the ladder and his knee looks completely wrong')).toContain(
      'knee-deformed',
    );
  });

  it('reads someone who cannot be woken as collapse, and hot then freezing, mottled and no water passed as sepsis', () => {
    expect(flagsInConversation('grandad is on the sofa and cannot be roused')).toContain('collapse');
    expect(
      flagsInConversation(
        'a week after my hip op I feel awful, boiling hot one minute and freezing the next, and I look mottled',
      ),
    ).toContain('sepsis-signs');
    expect(flagsInConversation('she has not passed any urine since breakfast after her knee op')).not.toEqual([]);
  });

  it('reads "can you dislocate a new hip?" as a question, and "can you help, her new hip popped out" as a sign', () => {
    expect(flagsInConversation('can you dislocate a new hip, how careful do i need to be')).toEqual([]);
    expect(flagsInConversation('can you help my dad, his new hip has popped out')).toContain('hip-dislocated');
  });

  it('reads a kneecap gone round the side as out of place, and no poo for days with an uncomfortable belly', () => {
    expect(flagsInConversation('fell at hockey, her kneecap has gone round the side of her knee')).toContain(
      'knee-deformed',
    );
    expect(
      flagsInConversation('not opened my bowels for five days since the op and my tummy is uncomfortable'),
    ).toContain('bowel-blockage');
  });

  it('reads a list after a denial as denied to its last item, and a sign after the list as said', () => {
    expect(flagsInConversation('her new knee is warmer than the other, but no swelling, pain or fever')).toEqual([]);
    expect(flagsInConversation('no pain, redness or fever, but my calf is hot and hard')).toContain('calf-clot');
  });

  it('reads "keep being sick", not keeping fluids down, and a dressing kept wet as what they say', () => {
    expect(flagsInConversation('two days after the op I keep being sick')).toContain('cannot-keep-down');
    expect(flagsInConversation('he hasnt managed to keep any water down since last night')).toContain(
      'cannot-keep-down',
    );
    expect(flagsInConversation('her dressing keeps getting wet and has to be changed')).toContain('wound-infection');
    expect(flagsInConversation('can the dressing get wet in the shower')).toEqual([]);
  });

  it('reads a kneecap sitting out on the side as out of place, and what something looks like as a question', () => {
    expect(flagsInConversation('after the tackle his kneecap is sitting out on the side of his knee')).toContain(
      'knee-deformed',
    );
    expect(flagsInConversation('what does a dislocated kneecap look like, for my first aid course')).toEqual([]);
  });

  it('reads examples after a comma with the question they illustrate, and a sign after "like" as said', () => {
    expect(
      flagsInConversation(
        'what are the dangers of a knee replacement, such as a clot or a dislocation, before i agree',
      ),
    ).toEqual([]);
    expect(flagsInConversation('i feel awful, like my calf is swollen and hot')).toContain('calf-clot');
  });

  it('reads a knee "swollen, hot and painful" as hot, something seen under an opened wound as deep, and shaking and shivering as rigors', () => {
    expect(flagsInConversation('since yesterday my knee has got more swollen, hot and stiff')).toContain(
      'joint-hot-red-swollen',
    );
    expect(flagsInConversation('my wound has opened and I can see something underneath it')).toContain('deep-wound');
    expect(flagsInConversation('the wound is leaking pus and I am shaking and shivering')).toContain('sepsis-feeling');
  });

  it('reads "really tired and a bit low" as a bit low, and feeling really low as low mood', () => {
    expect(flagsInConversation('a week after my op I am really tired and a bit low, is that normal')).toEqual([]);
    expect(flagsInConversation('since my op I have felt really low and cannot cope')).toContain('low-mood');
  });

  it('reads pain worse than the painkillers can touch, a ligament op "done", feeling fluey and something shiny seen', () => {
    expect(
      flagsInConversation(
        'he had his cruciate done on monday, the pain is worse than the meds can help and his foot is numb',
      ),
    ).toContain('compartment-syndrome');
    expect(flagsInConversation('my new knee has gone hot and swollen and I feel fluey')).toContain(
      'hot-swollen-knee-with-fever',
    );
    expect(flagsInConversation('the wound after my knee op has split and I can see something metal')).toContain(
      'deep-wound',
    );
  });

  it('reads not having been able to have a wee, and a leg "all twisted" after a new hip went pop', () => {
    expect(flagsInConversation('after the hip op she has not been able to have a wee all day')).not.toEqual([]);
    expect(flagsInConversation('dads new hip went pop and his leg is all twisted round')).toContain('hip-dislocated');
  });

  it('reads a question in text speak about a word as a question', () => {
    expect(flagsInConversation('wot does a dislocated hip replacement mean')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-bd to bf, by kind', () => {
  it('reads pain "beyond what painkillers touch", and a leg tighter and tighter in a brace, as compartment syndrome', () => {
    expect(
      flagsInConversation(
        'in a cast after my op, the pain is way beyond what the painkillers touch and my toes tingle',
      ),
    ).toContain('compartment-syndrome');
    expect(
      flagsInConversation('his knee brace feels tighter and tighter round the calf and the pain is unbearable'),
    ).toContain('compartment-syndrome');
    expect(flagsInConversation('the physio strapped my knee and it feels a bit tight, is that normal')).toEqual([]);
  });

  it('reads a kneecap that slips out as a habit as the kneecap page, and one still out now as 999', () => {
    expect(flagsInConversation('my son says his kneecap slips out sideways when he turns, why is that')).toEqual([]);
    expect(flagsInConversation('her kneecap slips out at netball and this time it is still out')).toContain(
      'knee-deformed',
    );
  });
});

describe('signs learnt from sets 2026-11-30-bg to bi, by kind', () => {
  it('reads a worry about getting something as a worry about what may happen', () => {
    expect(
      flagsInConversation(
        'no pain in his chest but he keeps worrying about getting a pulmonary embolism, what are the signs',
      ),
    ).toEqual([]);
    expect(flagsInConversation('im worried about getting a clot and my calf is swollen and hot')).toContain(
      'calf-clot',
    );
  });

  it('reads "boked" as being sick and "won\'t stay awake" as drowsiness after a blow to the head', () => {
    expect(
      flagsInConversation('she took an elbow to the head at hockey, boked in the car and wont stay awake'),
    ).toContain('head-injury-warning-signs');
  });

  it('reads "his kneecap is out" as a kneecap out of place', () => {
    expect(
      flagsInConversation(
        'at training his kneecap is out again and stuck over to the side, it will not go back, he is in agony',
      ),
    ).toContain('knee-deformed');
  });

  it('reads a knee that has "blown up" today and can "hardly bend at all" as sudden swelling, not one stiff for years', () => {
    expect(
      flagsInConversation('this morning it was fine, now its blown up and she can hardly bend her knee at all'),
    ).toContain('knee-sudden-swelling-or-stuck');
    expect(flagsInConversation('for years i can hardly bend my knee at all first thing in the morning')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-bj to bl, by kind', () => {
  it('reads pain "much worse than before" three weeks after an operation as getting worse', () => {
    expect(
      flagsInConversation('his knee pain has been a lot worse than before since yesterday, the op was a fortnight ago'),
    ).toContain('worsening-after-surgery');
  });

  it('reads a thing a friend or neighbour had, asked how common it is, as a question; not one the family had', () => {
    expect(
      flagsInConversation('my neighbour had a blood clot in her lung after her hip op, how common is that?'),
    ).toEqual([]);
    expect(flagsInConversation('i had my op last week and my calf is swollen and hot, how common is that')).toContain(
      'calf-clot',
    );
    expect(flagsInConversation('my mum had chest pain last night after her knee op, is that common')).toContain(
      'chest-pain',
    );
  });

  it('reads "pinkish" wee on a blood thinner as bleeding, and a limp that comes and goes as no new limp', () => {
    expect(flagsInConversation('on the blood thinning tablets since my op and my urine looks pinkish')).toContain(
      'bleeding-on-blood-thinners',
    );
    expect(flagsInConversation('my son limps now and then after football but has no pain')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-bm to bo, by kind', () => {
  it('reads "on the thinners" as on blood thinners', () => {
    expect(flagsInConversation('bruises everywhere i cant explain and my gums bleed, im on the thinners')).toContain(
      'bleeding-on-blood-thinners',
    );
  });
});

describe('signs learnt from sets 2026-11-30-bp to br, by kind', () => {
  it('reads a rash that does not fade under a glass as an emergency (NHS: sepsis), and a question about one as a question', () => {
    expect(flagsInConversation("the baby's got a rash that doesn't go when i press a glass on it")).toContain(
      'rash-not-fading',
    );
    expect(flagsInConversation('what does a rash that does not fade under a glass mean')).toEqual([]);
    expect(flagsInConversation('her rash faded when i pressed a glass on it')).toEqual([]);
  });

  it('reads stinging "when peeing" as a urine infection, and "took a ball to the shin" as an injury', () => {
    expect(flagsInConversation('since the catheter came out it stings when peeing')).toContain('urine-infection');
    expect(
      flagsInConversation('took a stick to the shin at hockey, the leg is tight and the pain is unbearable'),
    ).toContain('compartment-syndrome');
  });
});

describe('signs learnt from sets 2026-11-30-bs to bu, by kind', () => {
  it('reads Shetland Scots: "an noo I\'m short o breath" after a new hip is breathlessness', () => {
    expect(flagsInConversation("new hip three weeks back, calf's hot an tight an noo I'm short o breath")).toContain(
      'breathlessness',
    );
  });
});

describe('signs learnt from sets 2026-11-30-dc to de, by kind', () => {
  it('reads a dropped g ("poppin") as the -ing word, so a kneecap that "keeps poppin out" is the recurring kind', () => {
    expect(flagsInConversation('me kneecap keeps poppin out sideways when i turn')).toEqual([]);
    expect(flagsInConversation('her kneecap popped out at netball and it is stuck to the side')).toContain(
      'knee-deformed',
    );
  });

  it('reads pink, frothy stuff coughed up as blood (NHS: coughing up blood)', () => {
    expect(flagsInConversation('new knee last week and now im coughing up pinkish frothy stuff')).toContain(
      'coughing-blood',
    );
  });

  it('reads a knee that went out and popped back in as a kneecap that went back, not as one that gave way', () => {
    expect(flagsInConversation('his knee went out at training and popped back in on its own')).toContain(
      'kneecap-went-back',
    );
    expect(flagsInConversation('my knee went out from under me on the stairs')).not.toContain('kneecap-went-back');
  });

  it('reads an injured knee that cannot be straightened (fully) as locked; a stiff new knee is not', () => {
    expect(flagsInConversation('twisted my knee at football and now i cant fully straighten it')).toContain(
      'knee-locking',
    );
    expect(flagsInConversation('since my knee replacement i cant fully straighten it')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-df to dh, by kind', () => {
  it('reads "got kick in the leg" as an injury, so a tight leg with pain painkillers do not touch is compartment syndrome', () => {
    expect(
      flagsInConversation('my son got kick in the leg, now whole leg is very tight and painkiller not help at all'),
    ).toContain('compartment-syndrome');
    expect(flagsInConversation('i wait for the painkillers to kick in the morning')).toEqual([]);
  });

  it('reads English as a second language writes it: "i not pass urine since last night", "pain is too much"', () => {
    expect(flagsInConversation('after op i not pass urine since last night')).toContain('cauda-equina');
    expect(flagsInConversation('knee done 3 days ago and pain is too much i cant sleep')).toContain(
      'uncontrolled-pain',
    );
  });

  it('reads burning "when he pees" as a urine infection', () => {
    expect(flagsInConversation('burning when he pees since the catheter came out')).toContain('urine-infection');
  });
});

describe('information questions of sets 2026-11-30-df to dh read as emergencies, by kind', () => {
  it('reads being confused by what one has read as no confusion of an illness; "more confused than usual" is', () => {
    expect(
      flagsInConversation('what is impingement? ive read 40 articles and im more confused than when i started'),
    ).toEqual([]);
    expect(flagsInConversation('im confused by all the information about the different operations')).toEqual([]);
    expect(flagsInConversation('mum is more confused than usual since coming home from hospital')).toContain(
      'new-confusion',
    );
    expect(flagsInConversation('she is confused by the anaesthetic and doesnt know where she is')).toContain(
      'new-confusion',
    );
  });

  it('reads a kneecap that comes out "when he play" and "go back" as a habit, in the present tense', () => {
    expect(flagsInConversation('my son kneecap come out when he play, it go back. what is this problem')).toEqual([]);
    expect(flagsInConversation('her kneecap came out at netball and it go back by itself')).toContain(
      'kneecap-went-back',
    );
  });
});

describe('signs learnt from sets 2026-11-30-di to dk, by kind', () => {
  it('reads "having a job to breathe" and a sharp pain in the side on breathing in (NHS: pulmonary embolism)', () => {
    const flags = flagsInConversation(
      'having a job to breathe, sharp pain in my side when i breathe in, knee op last week',
    );
    expect(flags).toContain('breathlessness');
    expect(flags).toContain('chest-pain');
  });

  it('reads skin "going dark" that blisters as a necrotising infection (NHS)', () => {
    expect(flagsInConversation('the leg is swollen and the skin is going dark and blistering')).toContain(
      'necrotising-infection',
    );
  });

  it('reads a new joint "felt it go" or clicking "and now it hurts to walk on" as unstable', () => {
    expect(flagsInConversation('new hip, she says it feels like it went when she turned in bed')).toContain(
      'replaced-joint-unstable',
    );
    expect(flagsInConversation('her hip replacement keeps clicking and now it hurts to walk on it')).toContain(
      'replaced-joint-unstable',
    );
  });

  it('reads someone barely talking as not responding (NHS: call 999), and barely talking to someone as a mood', () => {
    expect(flagsInConversation('post op, grey, barely talking')).toContain('collapse');
    expect(flagsInConversation('hes barely talking to me since the op')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-dl to dn, by kind', () => {
  it('reads what a new joint "can" do as a possibility, not a dislocation now', () => {
    expect(
      flagsInConversation('what does a dislocation mean, she heard her new hip can pop out and is scared'),
    ).toEqual([]);
    expect(flagsInConversation('my new hip popped out when i bent down')).toContain('hip-dislocated');
  });

  it('reads a leg a cow stood on, its skin tight and shiny, with pain tablets do not touch, as compartment syndrome', () => {
    expect(
      flagsInConversation('leg swole up after the cow stood on it, skin tight and shiny, worse even with the tablets'),
    ).toContain('compartment-syndrome');
  });

  it('reads a knee "swelled up big as a turnip" as a sudden big swelling', () => {
    expect(flagsInConversation('knee swelled up big as a turnip since this morning')).toContain(
      'knee-sudden-swelling-or-stuck',
    );
  });
});

describe('signs learnt from sets 2026-11-30-do to dq, by kind', () => {
  it('reads a new hip that clunked "and now it hurts to walk" as unstable', () => {
    expect(
      flagsInConversation('my new hip clunked when i bent down to tie my shoe and now it hurts to walk'),
    ).toContain('replaced-joint-unstable');
  });

  it('reads blood "pissing out" and "soaked thru two towels" as heavy bleeding', () => {
    expect(flagsInConversation('the wound has burst open and blood is pissing out')).toContain('heavy-bleeding');
    expect(flagsInConversation('the wound has soaked thru two towels')).toContain('heavy-bleeding');
  });

  it('reads someone who "went all blotchy" with a temperature as sepsis (NHS: blotchy skin, call 999)', () => {
    expect(flagsInConversation("she's got a temp of 40 and she's went all blotchy n cold")).toContain('sepsis-signs');
  });
});

describe('signs learnt from sets 2026-11-30-dr to dt, by kind', () => {
  it('reads pain spreading down an arm into the jaw as a heart attack (NHS), without the chest', () => {
    expect(flagsInConversation('pains going down my left arm and into my jaw and im sweating')).toContain(
      'heart-attack',
    );
  });

  it('reads preventing a dislocation, and its name, as no dislocation now', () => {
    expect(
      flagsInConversation('how do i stop the new hip coming out of the socket, dislocating they called it'),
    ).toEqual([]);
    expect(flagsInConversation('my new hip came out of the socket when i bent down')).toContain('hip-dislocated');
  });

  it('reads "2 yrs ago" as years ago, and "since" dates a sign only from what follows it', () => {
    expect(
      flagsInConversation(
        'my kneecap popped out 2 yrs ago and its felt wobbly since, is there an op to stop it going again',
      ),
    ).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-du to dw, by kind', () => {
  it('reads "nothing coming out of it" as of a wound, not someone "out of it"; "totally out of it" still is', () => {
    expect(flagsInConversation('the scar has nothing coming out of it')).not.toContain('new-confusion');
    expect(flagsInConversation('hes totally out of it since the op')).toContain('new-confusion');
  });

  it('reads a wound "split wide open" as gaping (NHS, 999)', () => {
    expect(flagsInConversation('my knee wound has split wide open and fluid is pouring out of it')).toContain(
      'deep-wound',
    );
  });

  it('reads "very pale" with feeling unwell as the pale skin of sepsis, and a calf "fatter than the other side"', () => {
    expect(
      flagsInConversation('very pale and floppy, the wound is oozing pus and he seems to be going downhill fast'),
    ).toContain('sepsis-signs');
    expect(flagsInConversation("dad's calf has got fatter than the other side since his op")).toContain('calf-clot');
  });

  it('reads "pain tablets" run out, with pain, as pain no longer controlled', () => {
    expect(flagsInConversation('the knee is very sore and the pain tablets have run out today')).toContain(
      'uncontrolled-pain',
    );
  });
});

describe('signs learnt from sets 2026-11-30-dx to dz, by kind', () => {
  it('reads a new joint that "feels like it\'s going to give way" as unstable', () => {
    expect(flagsInConversation('my new hip feels like its going to give way')).toContain('replaced-joint-unstable');
  });
});

describe('signs learnt from sets 2026-11-30-ed to ef, by kind', () => {
  it('reads a leg swelling after a blow, the pain growing and the foot going numb, as compartment syndrome (NHS)', () => {
    expect(
      flagsInConversation(
        'got raked down the shin in a tackle, my swollen leg hurts more and more and my toes are numb',
      ),
    ).toContain('compartment-syndrome');
    expect(
      flagsInConversation(
        'stamped on at rugby yesterday, the leg keeps swelling up, it hurts more every hour and my foot is going numb',
      ),
    ).toContain('compartment-syndrome');
  });

  it('reads going down a kerb or steps as a movement, not a swelling going down', () => {
    expect(flagsInConversation('she twisted it going down a kerb and her knee has ballooned')).toContain(
      'knee-swelled-after-injury',
    );
  });

  it("reads someone else's clot, asked how the visitor would know it, as a question; not their breathing now", () => {
    expect(
      flagsInConversation('my neighbour got a clot in her lung after her knee op, how would i know if i got one'),
    ).toEqual([]);
    expect(flagsInConversation('my pal got a clot on his lung after his op and now he cant get his breath')).toContain(
      'breathlessness',
    );
  });
});

describe('a foot without a pulse', () => {
  it('reads no pulse to feel in the foot as a limb losing its blood supply (NHS: pale, pulseless, cold; 999)', () => {
    expect(flagsInConversation("since his op we can't find a pulse in his foot")).toContain('leg-numb-pale-cold');
    expect(flagsInConversation('the nurses keep checking the pulse in my foot, why do they do that')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-ej to el, by kind', () => {
  it('reads landing on the head and neck, with tingling arms, as a neck injury (NICE: 999)', () => {
    expect(
      flagsInConversation('he came down on his head and neck off the trampoline and now both hands are tingling'),
    ).toContain('neck-injury-with-numb-limbs');
  });

  it('reads pain not helped by "everything I have been given" as uncontrolled pain', () => {
    expect(flagsInConversation('since the op my hip pain keeps me up even taking everything i was given')).toContain(
      'uncontrolled-pain',
    );
  });

  it('reads a new joint that has started clicking, with pain it did not have before, as unstable', () => {
    expect(flagsInConversation('my replaced knee started clicking and its painful to walk on')).toContain(
      'replaced-joint-unstable',
    );
    expect(flagsInConversation('my new hip clicks now and then but it does not hurt')).toEqual([]);
  });

  it('reads a wound that has gaped as a wound problem', () => {
    expect(flagsInConversation('the wound on my knee has gaped a bit since the clips came out')).toContain(
      'wound-infection',
    );
  });
});

describe('signs learnt from sets 2026-11-30-em to eo, by kind', () => {
  it('reads a replaced joint hot or much more painful "out of nowhere" or "suddenly", years on, as possible infection', () => {
    expect(
      flagsInConversation('her knee was replaced in 2019 and this week it has gone hot and sore out of nowhere'),
    ).toContain('replaced-joint-infection');
    expect(flagsInConversation('my hip replacement from years back is suddenly hurting a lot more')).toContain(
      'replaced-joint-infection',
    );
  });

  it('reads "running 38" as a temperature, not a distance run', () => {
    expect(flagsInConversation('he has been running 38.2 since this morning')).toContain('fever');
    expect(flagsInConversation('i was running 38 miles a week before my knee went')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-es to eu, by kind', () => {
  it('reads hardly any pee all day as a sign of sepsis for the team today (NHS: sepsis)', () => {
    expect(flagsInConversation('mum has barely weed since this morning and seems off colour')).toContain('not-peeing');
    expect(flagsInConversation('is it normal to hardly pee the day after a hip replacement?')).toEqual([]);
  });

  it('reads a knee suddenly much bigger as a knee swelling up a lot', () => {
    expect(flagsInConversation('overnight his knee has got a lot bigger and really sore')).toContain(
      'knee-sudden-swelling-or-stuck',
    );
  });

  it('reads a hip hurt and hardly able to bear weight as an injury with no weight borne', () => {
    expect(flagsInConversation('i hurt my hip playing squash and can hardly put weight on it')).toContain(
      'cannot-bear-weight-after-injury',
    );
  });

  it('reads "how much swelling is normal" as a question, and a sign told before it as a sign', () => {
    expect(flagsInConversation('we want to know how much swelling of his calf is normal after the op')).toEqual([]);
    expect(flagsInConversation('my wound is soaking through the dressing, how much is normal')).toContain(
      'heavy-bleeding',
    );
  });

  it("reads what the team mentioned as information, and what was mentioned about a limb of one's own as a sign", () => {
    expect(
      flagsInConversation('the nurse talked about it dislocating, what should he avoid?', [
        'dad is having his hip replaced in the spring',
      ]),
    ).toEqual([]);
    expect(flagsInConversation('the physio mentioned my calf looked puffy and now it is hot and hard')).toContain(
      'calf-clot',
    );
  });
});

describe('signs learnt from sets 2026-11-30-ev to ex, by kind', () => {
  it('reads blood sugars "running" high as high, and running in the normal range as nothing', () => {
    expect(flagsInConversation('her sugars are running 19 or so since the op')).toContain('high-blood-sugar');
    expect(flagsInConversation('my sugars are running 6 to 7 which is usual for me')).toEqual([]);
  });
});

describe('signs learnt from sets 2026-11-30-ey to fa, by kind', () => {
  it('reads blood thinners "been skipping" or "given up" as doses missed, and asking when to stop them as a question', () => {
    expect(flagsInConversation("i've been skipping the clot jabs, they sting too much")).toContain(
      'missed-blood-thinner',
    );
    expect(flagsInConversation('she has given up her blood thinners since friday')).toContain('missed-blood-thinner');
    expect(flagsInConversation('when can i come off the blood thinners after my hip op')).toEqual([]);
  });

  it('reads "do you bleed a lot?" as anyone\'s, and "do you think it is a clot?" as a worry about now', () => {
    expect(flagsInConversation('do you usually bleed heavily after a knee op, should i bring spare dressings')).toEqual(
      [],
    );
    expect(flagsInConversation('do you think my calf is a clot, it is hot and swollen')).toContain('calf-clot');
  });
});

describe('signs learnt from sets 2026-11-30-fb to fd, by kind', () => {
  it('reads "number" as a number, not as numbness', () => {
    expect(flagsInConversation('i need the number for private bookings')).toEqual([]);
    expect(flagsInConversation('my privates have gone numb since the spinal')).toContain('cauda-equina');
  });
});

describe('signs learnt from sets 2026-11-30-fe to fg, by kind', () => {
  it('reads unbearable pain in a brace, that "kills" when the toes move, as compartment syndrome', () => {
    expect(
      flagsInConversation(
        'since the new brace went on her calf pain is unbearable and it kills when she moves her toes',
      ),
    ).toContain('compartment-syndrome');
  });

  it('reads sitting down hard onto a new hip, now more painful, as a fall on the replaced joint', () => {
    expect(
      flagsInConversation('mum plonked down heavily on the sofa last night and her new hip is much sorer this morning'),
    ).toContain('fall-on-replaced-joint');
  });
});

describe('signs learnt from sets 2026-11-30-fh to fj, by kind', () => {
  it('reads a new joint that gave a clunk, with walking painful since in another clause, as unstable', () => {
    expect(flagsInConversation('her replaced knee gave a clunk on the stairs and walking is painful now')).toContain(
      'replaced-joint-unstable',
    );
  });
});
