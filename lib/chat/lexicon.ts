import { practice } from '@/content/practice';
import { regionRules } from '@/lib/regions';

/**
 * What a question is about, in the words patients use. Two lists, both general (a rule here must serve many
 * questions, never one evaluation question):
 *
 * - topics: the operation, condition or part of the practice asked about ("new hip", "keyhole", "half knee",
 *   "how much"), with the pages that are about it, so an answer comes from the right page and a follow-up
 *   ("when can I drive?") stays on the topic of the conversation;
 * - aspects: what is asked about it (driving, work, sport, bathing, time in hospital, how long it lasts, risks,
 *   cost...), with the words a sentence that answers it contains, so the reply quotes that sentence.
 *
 * Every pattern is tested against the question lowercased, typos corrected and apostrophes dropped.
 */
export type Topic = {
  id: string;
  asked: RegExp;
  /** Words added to the search, in the pages' own terms. */
  search: string;
  /** Pages about the topic, by url. */
  pages: RegExp;
  /** Broader topics this one is a case of: when both are named, the narrower one is the topic. */
  narrowerThan?: string[];
  /** A part of the practice (fees, booking, the hospitals...) rather than an operation or a condition. */
  practice?: true;
  /** Care around any operation: the topic only of a question that names no operation or condition. */
  general?: true;
  /** A way of doing operations (robotic-arm surgery): named with an operation, the operation is the topic. */
  technique?: true;
  /** The joint it is of: a question naming only the other joint is not answered from its pages. */
  joint?: 'knee' | 'hip';
  /**
   * Asks for something to read about what else the question names ("a website about arthritis", "like Versus
   * Arthritis", "stories from people who had a hip replacement"): said this way, it is the only topic, as the
   * operation or condition named with it is what the reading is about.
   */
  readingAsked?: RegExp;
};

export type Aspect = {
  id: string;
  asked: RegExp;
  search: string;
  /** A line of a page that answers it. */
  answers?: RegExp;
  /** A section or FAQ heading that answers it. */
  heading?: RegExp;
  /** A general way of asking ("what is", "does it work"): a passage without it may still answer. */
  general?: true;
  /** Passages headed with it are quoted only to a question that asks about it (sex and intimacy). */
  onlyWhenAsked?: true;
  /**
   * Part of deciding on treatment rather than of the operation ("a second opinion", what a price includes): a page
   * outside the operation's own may answer it even when the question names the operation or the physiotherapy.
   */
  beyondTheOperation?: true;
  /**
   * Only ever asked of recovery from an operation (crutches, a bath, the wound): asked with nothing named, most
   * likely after a joint replacement (read.ts likelyOperations).
   */
  afterOperation?: true;
  /** Not asked in words but read from a question that asks nothing in particular (read.ts overviewOf). */
  implied?: true;
};

const NOT_HIP = (pattern: RegExp): RegExp => new RegExp(`^(?!.*\\bhips?\\b).*(?:${pattern.source})`);
const WITH_HIP = (pattern: RegExp): RegExp => new RegExp(`^(?=.*\\bhips?\\b).*(?:${pattern.source})`);

/** A joint replacement done again: said of a knee it is the knee revision topic, of a hip an aspect of hip replacement. */
const REVISION =
  /\brevisions?\b|\bredo\w*|\bre ?do(ne|ing)\b|\b(done|replaced) again\b|\bsecond replacement\b|\bworn out (replacement|implant)|\b(gone|come|coming|work\w*|worked) loose\b|\bloosen\w*/;
/** Asking how long a joint replacement lasts, whatever it says of redoing it. */
const LASTS = /\bhow long (do|does|will|would|should|can|did)\b[^.?!]{0,50}\blast\b|\blasts? (before|until|till)\b/;
const ARTHROSCOPY = /\barthroscop\w*|\bkeyhole\b|\bscoped?\b|\bcamera\b|\bwash ?out\b|\bclean ?up\b/;
/** An injection into a joint; not a blood thinner's, a vaccine's or insulin ("them blood thinning injections"). */
const INJECTION =
  /(?<!\b(thinning|thinner|thinners|heparin|clexane|enoxaparin|insulin|flu|covid|tetanus|b12) )\b(inject\w*|jabs?)\b|\bsteroids?\b|\bcortisone\b|\bshots?\b/;
const OSTEOTOMY = /\bosteotomy|\brealign\w*|\bbow ?leg\w*|\bknock ?kne\w*|\bbandy\b/;
const ARTHRITIS = /\barthriti\w*|\bosteoarthriti\w*|\bwear and tear\b|\bbone on bone\b|\bworn (out )?(knee|hip|joint)/;
const NON_SURGICAL =
  /\b(without|apart from|other than|besides|rather than|short of) (an? |having (an? )?)?((knee|hip) )?(surgery|op|operation|replacement)|\b(instead of|avoid) (an? |having (an? )?)?(surgery|op|operation|replacement)|\b(try|tried|trying|options?|treatments?|else)\b[^.?!]{0,30}\bbefore (an? |having (an? )?)?((knee|hip) )?(surgery|op|operation|replacement)|\b(put|putting|hold|holding) off\b|\b(delay|postpone)\w* (an? |the |my )?(\w+ )?(op|operation|surgery|replacement)|\bnon.?surgical|\bconservative|\balternatives?\b|\bno surgery\b|\bbefore (thinking about|considering|going for) (surgery|an? op|an? operation|a replacement)|\bwhat can i (try|do)\b(?![^.?!]*\b(get ready|prepar\w*|get fit)\b)/;
/** Insurers as people name them: "AXA Health" is "AXA", "Allianz Care" is "Allianz". */
const INSURERS = practice.insurers
  .flatMap((insurer) => {
    const name = insurer.name.toLowerCase().replace(/&/g, 'and');
    return [name, name.replace(/ (health|care)$/, '')];
  })
  .join('|');
/** Asking about insurance: an insurer, a policy, being covered by it (not a wound "kept covered"). */
/** A website or an organisation to read or turn to: useful-links' topic, whatever else is named with it. */
const READING_ELSEWHERE =
  /\buseful (links?|websites?|sites?|organisations?)\b|(?<!\b(the|this|your|his|our|through|on|via) )\bwebsites?\b|\bcharit(y|ies)\b|\bsupport (groups?|organisations?)\b|\bpatient organisations?\b/;
/**
 * Other patients' stories asked for ("any stories from people who had their hip done?"): the stories page's topic,
 * with the operation named as what the stories are about. Not "other patients" alone ("do other patients get...").
 */
const STORIES_ASKED =
  /\b(any|some|read|hear|share)\b[^.?!]{0,25}\bstor(y|ies|ys)\b|\bstor(y|ies|ys)\b[^.?!]{0,30}\b(from|of|by)\b[^.?!]{0,20}\b(patients?|people|folks?|others|someone|anyone|runners?|players?|women|men)\b|\b(patient|patients|success|real) stor(y|ies|ys)\b|\b(accounts?|experiences?|testimonials?|reviews?) (from|of|by) (other |real |previous |past )?(patients?|people|folks?)\b|\bother (patients?|people|folks?)('?s)? (stor(y|ies)|experiences?|accounts?)\b/;
const INSURANCE = new RegExp(
  String.raw`\binsur\w*|\b(am i|is it|are you|is he|it be|be|fully) covered\b|\bcovered (by|on|under|for)\b|\bcover (it|the|all)\b|\b(health|medical|private) cover\b|\bcover(ed)? (through|via|from) (my |his |her |their |our |the )?(work|job|employer|company)\b|\bpolicy\b|\bshortfall|\bexcess\b|\b(${INSURERS})\b`,
);
/**
 * What is asked of the surgeon's background ("where did he train?", "how long has he been doing hips?"), not of the
 * visitor's ("I'm training for...") or a sport's ("my mate keeps popping his out in training").
 */
const BACKGROUND = String.raw`\bqualifi\w*|\bexperience[ds]?\b|(?<!\b(in|at|after|during|before|from|to|missed|missing) )\btrain(ed|ing)?\b(?! (session|sessions|ground|kit|run|runs)\b)|\bbackground\b|\bspecialis\w*|\bcredentials\b|\bbeen doing (it|this|them|hips|knees|(hip|knee) \w+)\b|\bbeen (operating|practi[sc]ing)\b`;
const HE = String.raw`\b(he|hes|his|him|surgeon|surgeons|mr|dr|consultant|consultants|doctor)\b`;
const HIS = (words: string) =>
  String.raw`(?<=${HE}.*)(?:${words})|(?:${words})(?=.*${HE})|\byour (training|background|qualifications?|experience)\b|\bare you (experienced|qualified|trained|a specialist)\b`;
/** "Call" as in phoning, not as in naming ("whatever they call them", "what do you call it"). */
const CALL = String.raw`(?<!\b(they|you|we|people|doctors|some) )\bcall\b(?! (it|them|this|that)\b)`;
/**
 * "Phone" as in phoning the practice, not the device ("do I need a smart phone for it?", "the app on my phone", "get
 * it on dad's phone").
 */
const PHONE = String.raw`(?<!\b(smart|mobile|my|your|his|her|their|our|old|new|android|apple|samsung|cheap|basic|dads|mums|mams|moms|nans|grans|grandads|husbands|wifes|partners|sons|daughters) )\bphone\b(?! (apps?|or (a )?tablet|or (a )?computer|screen|signal))`;
/** What someone met did ("the physio mentioned", "my GP thinks"): a person named, not a subject asked about. */
const SAYS = '(said|says|thinks|thought|mentioned|told|reckons|reckoned|suggested|wants|wanted|asked)';
/**
 * "Open" as in opening times, not as in "who's cutting me open", "the wound split open", "do they open the knee up"
 * or "open surgery".
 */
const OPEN = String.raw`(?<!\b(cut\w*|split|burst|slit)( \w+){0,3} )\bopen\b(?! (up|surgery|operation|procedure|wound|knee|hip|joint|(the|my|his|her|your) (knee|hip|joint|leg|wound))\b)`;
const PLACES = regionRules.flatMap((rule) => rule.places.map((place) => place.toLowerCase())).join('|');

export const TOPICS: Topic[] = [
  {
    id: 'partial-knee-replacement',
    joint: 'knee',
    asked:
      /\b(partial|half|uni|unicompartmental|oxford|one ?sided)\b[^.?!]{0,20}\bknees?\b|\bknee\b[^.?!]{0,12}\b(half|partial)\b|\bunicompartmental|\bpkr\b/,
    search: 'partial unicompartmental knee replacement',
    pages: /partial-knee|mako-robotic-arm-pkr|your-guide-to-knee-replacement/,
    narrowerThan: ['knee-replacement'],
  },
  {
    id: 'knee-replacement',
    joint: 'knee',
    asked:
      /\bknee replace\w*|\b(total|full|whole) knee\b|\btkr\b|\btka\b|\bnew knee\b|\bknees? (was |were |been |got |being )?replaced|\breplac\w* (my |the |his |her |their )?knees?\b|\bknee arthroplasty/,
    search: 'knee replacement arthroplasty',
    pages:
      /\/knee-procedures\/knee-replacement(?!-revision)|knee-arthroplasty|\/treatments\/total-knee|knee-replacement-guide|total-knee-brochure|total-knee-personal-guide|your-guide-to-knee-replacement|robotic-arm-total-knee/,
  },
  {
    id: 'knee-revision',
    joint: 'knee',
    // "How long does a knee replacement last before it needs redoing?" asks how long one lasts.
    asked: new RegExp(`^(?!.*(?:${LASTS.source}))${NOT_HIP(REVISION).source.slice(1)}`),
    search: 'revision knee replacement',
    pages: /knee-replacement-revision/,
    narrowerThan: ['knee-replacement'],
  },
  {
    id: 'hip-replacement',
    joint: 'hip',
    asked:
      /\bhip replace\w*|\bnew hip\b|\bhips? (was |were |been |got |being )?(replaced|done)\b|\breplac\w* (my |the |his |her |their )?hips?\b|\bthr\b|\bhip arthroplasty|\bhip (op|operation|surgery)\b|\bhip resurfacing|\bhip revision|\brevision (of )?(my |the |a |his |her )?hip/,
    search: 'hip replacement arthroplasty',
    pages: /hip-replacement|hip-arthroplasty/,
  },
  {
    id: 'hip-fracture',
    joint: 'hip',
    // Also the fixing of one in lay words: "had his hip pinned", "screws in her hip", "broke the top of her thigh bone"
    asked:
      /\b(broken|broke|fractured?) (\w+ )?hip|\bhip fracture|\bhemiarthroplasty|\bhalf (a )?hip\b|\bhips? (was |were |been |got |had )?(pinned|screwed|nailed|plated)\b|\b(pins?|screws?|nails?|plates?|rods?) (put )?in (my |his |her |their |the )?hip\b|\b(broke|broken|fractured?|cracked) (the |his |her |my |their )?(top of (the |his |her |my |their )?)?(thigh ?bone|femur)\b|\bneck of (the )?femur\b/,
    search: 'hip fracture trauma hemiarthroplasty',
    pages: /trauma-hip|hemiarthroplasty/,
  },
  {
    id: 'acl',
    joint: 'knee',
    asked: /\bacl\b|\banterior cruciate|\bcruciate\b(?! ligament \(pcl)/,
    search: 'acl anterior cruciate ligament',
    pages: /acl/,
  },
  {
    id: 'pcl',
    joint: 'knee',
    asked: /\bpcl\b|\bposterior cruciate/,
    search: 'pcl posterior cruciate ligament',
    pages: /pcl/,
  },
  {
    id: 'meniscus',
    joint: 'knee',
    // "Cartilage" said on its own (a search for "cartilage") and its lay spellings ("cartlidge") are what most
    // people call the meniscus ("I've torn my cartilage"); cartilage damaged on the joint's surface is cartilage
    // repair, below.
    asked:
      /\bmenisc\w*|\bcartilage tear|\b(torn|tore|ripped) (my |me |his |her |the )?cartilage|\bcartilage (is )?torn|\bbucket handle|^(my |knee |torn |the )*cart(i|a|e)?l(a|e|i)?d?ge( (in|of) (my|the) knee| knee)?$|\bcart(a|e)?l(e|i)?dge\b(?! (repair|damage|defect|reconstruction|graft|transplant|restoration))/,
    search: 'meniscus meniscal tear cartilage',
    pages: /meniscectomy|cartilage-tear/,
  },
  {
    id: 'cartilage-repair',
    joint: 'knee',
    asked: NOT_HIP(
      /\bcartilage (repair|damage|defect|reconstruction|graft|transplant|restoration)|\bmicro ?fracture|\bchondroplasty|\bosteochondral|\bmaci\b/,
    ),
    search: 'cartilage repair reconstruction chondroplasty',
    pages: /knee-procedures\/(cartilage-reconstruction|chondroplasty)/,
  },
  {
    id: 'knee-arthroscopy',
    joint: 'knee',
    asked: NOT_HIP(ARTHROSCOPY),
    search: 'knee arthroscopy arthroscopic keyhole',
    pages: /knee-arthroscopy/,
  },
  {
    id: 'hip-arthroscopy',
    joint: 'hip',
    asked: new RegExp(`${WITH_HIP(ARTHROSCOPY).source}|\\bimpingement|\\bfai\\b|\\blabr(al|um)\\b`),
    search: 'hip arthroscopy impingement labral',
    pages: /hip-arthroscopy|hip-cartilage/,
  },
  {
    id: 'kneecap',
    joint: 'knee',
    // Not a graft named by where it is taken from ("hamstring or the kneecap one", "patellar tendon graft"), and not
    // pain around the kneecap, which is anterior knee pain ("patellofemoral pain", "pain round my kneecap"). Matched
    // where the words are, so the topics keep the question's order.
    asked:
      /(?<!\b(grafts?|hamstrings?)\b.*)(?<!\b(round|around|behind|below|under|underneath|beneath) (my |the |his |her |their )?)(\bknee ?caps?\b(?! (pain|pains|ache|aches|aching|hurts?|hurting|sore)\b)|\bpatell(?!ofemoral)\w*\b(?! tend)|\bmpfl\b|\btrochleoplasty)(?!.*\b(grafts?|hamstrings?)\b)/,
    search: 'kneecap patella',
    pages: /patell|kneecap/,
  },
  {
    id: 'knee-osteotomy',
    joint: 'knee',
    asked: NOT_HIP(OSTEOTOMY),
    search: 'osteotomy realign',
    pages: /knee-osteotomy|tibial-osteotomy/,
  },
  {
    id: 'hip-osteotomy',
    joint: 'hip',
    asked: new RegExp(`${WITH_HIP(OSTEOTOMY).source}|\\bdysplasia\\b|\\bshallow socket|\\bpao\\b`),
    search: 'hip osteotomy dysplasia',
    pages: /hip-osteotomy/,
  },
  {
    id: 'hamstring',
    // Not the hamstring graft of an ACL reconstruction ("hamstring or the kneecap one, which graft?").
    asked: /^(?!.*\bgrafts?\b).*?\bhamstrings?\b/,
    search: 'hamstring tendon repair',
    pages: /hamstring-repair/,
  },
  {
    id: 'knee-injection',
    joint: 'knee',
    asked: NOT_HIP(INJECTION),
    search: 'injection steroid',
    pages: /knee-joint-injections|non-surgical-treatment-for-knees/,
  },
  {
    id: 'hip-injection',
    joint: 'hip',
    asked: WITH_HIP(INJECTION),
    search: 'injection steroid hip',
    pages: /hip-joint-injections|non-surgical-treatment-for-hips/,
  },
  {
    id: 'orthobiologics',
    asked: /\bprp\b|\bplatelet|\bstem cells?\b|\bbiologic\w*|\bnstride|\bown blood\b/,
    search: 'orthobiologics platelet rich plasma',
    pages: /nstride|orthobiologics/,
    narrowerThan: ['knee-injection', 'hip-injection'],
  },
  {
    id: 'knee-mua',
    joint: 'knee',
    asked: NOT_HIP(/\bmanipulat\w*|\bmua\b/),
    search: 'manipulation under anaesthetic',
    pages: /knee---mua/,
  },
  {
    id: 'hip-mua',
    joint: 'hip',
    asked: WITH_HIP(/\bmanipulat\w*|\bmua\b/),
    search: 'manipulation under anaesthetic hip',
    pages: /hip-mua/,
  },
  {
    id: 'knee-fracture',
    joint: 'knee',
    asked:
      /\b(broken|broke|fractured?|cracked|snapped) (\w+ )?(knee|kneecap|leg|shin|tibia)|\bfractur\w* (of )?(the )?(knee|kneecap|tibia)|\b(knee|kneecap|tibia|shin)\b[^.?!]{0,20}\bfractur/,
    search: 'fracture trauma knee',
    pages: /trauma-knee/,
    // A broken kneecap is a knee fracture first: its page is the trauma page, not the kneecap problems one.
    narrowerThan: ['kneecap'],
  },
  {
    id: 'knee-arthritis',
    joint: 'knee',
    asked: NOT_HIP(ARTHRITIS),
    search: 'arthritis osteoarthritis knee',
    pages: /knee-arthritis|arthritis-faq|non-surgical-treatment-for-knees/,
  },
  {
    id: 'hip-arthritis',
    joint: 'hip',
    asked: WITH_HIP(ARTHRITIS),
    search: 'arthritis osteoarthritis hip',
    pages: /non-surgical-treatment-for-hips|hip-replacement-guide|hip-replacement-patient-guide/,
  },
  {
    // The knee pain guide's swelling behind the knee, linked to what is wrong inside it.
    id: 'bakers-cyst',
    joint: 'knee',
    asked:
      /\bbakers? cysts?\b|\bpopliteal cysts?\b|\b(swelling|lump|cyst|bulge) (at the back of|behind) (my |the |his |her |their )?knees?\b/,
    search: 'baker cyst swelling behind the knee',
    pages: /knee-pain-treatments-guide/,
  },
  {
    id: 'anterior-knee-pain',
    joint: 'knee',
    asked:
      /\brunners? knee|\bjumpers? knee|\bknee ?caps? (pain|pains|ache|aches|aching|hurts?|hurting|sore)\b|\bhousemaids? knee|\bprepatellar|\bknee bursitis|\bbursitis\b[^.?!]{0,30}\bknees?\b|\bpatellofemoral|\bfront of (my |the |his |her |their )?knee|\banterior knee|\bchondromalacia|\b(round|around|behind|below|under|underneath|beneath) (my |the |his |her |their )?kneecaps?|\bosgood|\b(patellar?|kneecap) (tendin\w*|tendon(itis|opathy|s)?\b)(?![^.?!]*\bgrafts?\b)/,
    search: 'anterior knee pain patellofemoral',
    pages: /anterior-knee-pain/,
  },
  {
    id: 'non-surgical-knee',
    joint: 'knee',
    asked: NOT_HIP(NON_SURGICAL),
    search: 'non-surgical treatment exercise',
    pages: /non-surgical-treatment-for-knees|knee-pain-treatments-guide/,
  },
  {
    id: 'non-surgical-hip',
    joint: 'hip',
    // Pain on the outer side of the hip (trochanteric bursitis, gluteal tendons), which the page says is seldom the
    // joint and usually gets better with exercises.
    asked: new RegExp(
      String.raw`${WITH_HIP(NON_SURGICAL).source}|\btrochanter\w*|\bgtps\b|\bgluteal tendin\w*|\bhip bursitis|\bbursitis\b[^.?!]{0,30}\bhips?\b|\bhips?\b[^.?!]{0,30}\bbursitis|\b(outside|outer side|outer part|side) of (my |the |his |her |their )?hips?\b`,
    ),
    search: 'non-surgical treatment exercise hip',
    pages: /non-surgical-treatment-for-hips/,
  },
  {
    id: 'robotic',
    technique: true,
    asked: /\brobot\w*|\bmako\b/,
    search: 'robotic arm mako',
    pages: /robotic|mako/,
  },

  // The practice
  {
    id: 'fees',
    practice: true,
    asked:
      /\bcosts?\b|\bprices?\b|\bhow much (does|do|is|are|will|would|was|for|to|it|money)\b|\bhow much\s*\??$|\bfees?\b|\bpay\b|\bpaying\b|\bself ?(pay|fund\w*)|\bafford|\bcharges?\b|\bbill\b|\bquote\b|\bfixed ?price|\bexpensive|\bdearer\b|\bcheaper\b|\bpricier\b|\bpricey\b/,
    search: 'fees self-pay quote',
    pages: /fees-and-declarations/,
  },
  {
    id: 'insurance',
    practice: true,
    asked: INSURANCE,
    search: 'insurers insurance recognised',
    pages: /fees-and-declarations#using-health-insurance/,
    narrowerThan: ['booking', 'nhs'],
  },
  {
    id: 'declarations',
    practice: true,
    asked:
      /\bfinancial\b|\bshares\b|\bdeclar\w*|\bconflicts? of interest|\bpaid by\b|\bimplant compan\w*|\bmanufacturers?\b|\bkickbacks?\b/,
    search: 'financial declarations interest',
    pages: /fees-and-declarations/,
  },
  {
    id: 'nhs',
    practice: true,
    asked: /\bnhs\b|\bwaiting list|\bgp referral|\breferr\w*/,
    search: 'nhs referral',
    pages: /#nhs-practice|#contact|fees-and-declarations/,
    narrowerThan: ['booking'],
  },
  {
    // What happens at a first appointment, and what to bring: the home page's film and the practice's notes
    id: 'first-appointment',
    practice: true,
    asked:
      /\b(happens?|expect|bring|take|like)\b[^.?!]{0,20} (at|to|for|in) (my |the |your |an? |his |her )?(first )?(appointment|consultation|clinic)\b|\b(first|initial) (appointment|consultation|visit)\b[^.?!]{0,30}\b(like|happens?|expect|bring|involve)\b/,
    search: 'first appointment what happens expect',
    pages: /#video-heading|#private-practice/,
    narrowerThan: ['booking'],
  },
  {
    id: 'booking',
    practice: true,
    // Booking with the practice, not a holiday booked ("we've a holiday booked, can I fly?", "got Tenerife booked"),
    // nor the hospital's pre-op assessment appointment
    asked:
      /(?<!\b(holiday|holidays|trip|flight|flights|cruise|break|(got|have|had) (?!(an? |the )?(appointment|consultation))\w+) )\bbook(s|ed|ing)?\b(?! (a |an |the |our |my |his |her |their )?(holiday|holidays|trip|flight|flights|cruise|break)\b)|(?<!\b(pre[- ]?op(erative)?|assessment) )\bappointments?\b|\bconsultations?\b|\bsee (him|mr|dr|the surgeon|a surgeon|the consultant)\b|\bsecond opinion|\bcancel\w*|\breschedul\w*|\bnew patients\b|\bget seen\b/,
    search: 'book appointment consultation contact',
    pages: /#contact/,
  },
  {
    // Which hospitals the surgeon works at: the About page names both in one place, where the home page's sections
    // each describe one (its address, phone and clinic hours).
    id: 'hospitals',
    practice: true,
    asked:
      /\bwhich hospitals?\b(?! (is|are) (best|nearest|closest))|\bhospitals? (does|do|is|are) (he|you|the surgeon|mr \w+|dr \w+) (work|operate|based)|\bwhere (does|do) (he|you|the surgeon|mr \w+|dr \w+) (work|operate)\b|\b(does|do|is|can) (he|u|you|the (surgeon|consultant|doctor|doc)|mr \w+|dr \w+)\b[^.?!]{0,40}\b(nhs\b[^.?!]{0,40}\bprivat|privat\w*\b[^.?!]{0,40}\bnhs\b)/,
    search: 'where I see patients hospital',
    pages: /aboutme#where/,
  },
  {
    id: 'locations',
    practice: true,
    asked:
      /\bwhere (exactly |abouts |else )?(is|are|do|does|can)\b[^.?!]{0,30}\b(clinics?|hospitals?|practice|you|he|mr|surgeon|appointments?|consultations?|operations?|surgery|seen|based|patients)\b|\baddress|\blocat\w*|\bparking\b|\bcar park\b|\bdirections\b|\bclinics? (held|are)|\bwhich hospital|\bprivate hospital\b|\bhospitals\b/,
    search: 'address location hospital clinic',
    pages: /#private-practice|#nhs-practice|aboutme#where/,
  },
  {
    id: 'contact',
    practice: true,
    asked: new RegExp(
      String.raw`${PHONE}|\bnumber\b|${CALL}|\bring\b|\bemail\b|\bcontact\b|\bsecretar\w*|\bopening (hours|times)|\bhours\b|${OPEN}`,
    ),
    search: 'phone contact secretary clinic hours',
    pages: /#contact|#private-practice|#nhs-practice/,
  },
  {
    id: 'surgeon',
    practice: true,
    asked: new RegExp(
      String.raw`${HIS(BACKGROUND)}|\bwho is (he|mr|dr|the surgeon|your surgeon)\b|\b(surgeons|consultants|doctors|his) (full )?name\b|\bwhat(s| is) (he|the surgeon|the consultant) called\b|\babout (mr|dr|the surgeon|him|surgeon|the consultant)\b|^(the )?surgeon$|\bgmc\b|\bmember\w*|\bsociet\w*|\bhow many\b[^.?!]{0,40}\b(does|has|did) (he|the surgeon|mr \w+|dr \w+) (do|done|does|perform\w*|carr\w* out)\b`,
    ),
    search: 'biography surgeon trained qualifications',
    // The About page tells his training and qualifications in full; the home page's biography is its summary.
    pages: /#societies|aboutme/,
    narrowerThan: ['locations'],
  },
  {
    id: 'privacy',
    practice: true,
    asked:
      /\bprivacy\b|\bpersonal (data|info|information|details)|\b(copy|copies) of (my|his|her|our|the) (\w+ ){0,2}(records?|notes|letters?|data|information)\b|\bmedical records?\b|\bsubject access\b|\b(my|our) (data|info|information|details|message|enquiry)\b|\bgdpr\b|\bdata protection|\bkeep my\b|\bdelete my\b|\bwhat (do|will) you do with\b/,
    search: 'privacy personal information data enquiries',
    pages: /privacy-notice/,
  },
  {
    id: 'accessibility',
    practice: true,
    asked: /\baccessib\w*|\bhard to read|\blarge print|\bscreen reader|\beasy read|\bbraille\b|\bhard to use\b/,
    search: 'accessibility statement',
    pages: /accessibility/,
  },
  {
    id: 'stories',
    practice: true,
    asked: new RegExp(
      String.raw`\bstor(y|ies)\b|\breviews?\b|\btestimonials?\b|\bother patients\b|\bpatients (said|say|think)\b|\bfeedback\b|\b(read|hear|heard|talk|speak|chat) (about |to |from |with )?(other )?(people|folk|folks)\b|${STORIES_ASKED.source}`,
    ),
    readingAsked: STORIES_ASKED,
    search: 'patient stories testimonials',
    pages: /patient-success-stories/,
  },
  {
    // How the stories are collected, checked and published, rather than the stories themselves.
    id: 'testimonials-policy',
    practice: true,
    asked:
      /\b(testimonials?|stories|reviews?) policy\b|\bhow (do you|are|were) (the |these |your )?(stories|testimonials|reviews) (chosen|picked|checked|edited|published|collected)\b|\b(are|is) (the |these |your )?(stories|testimonials|reviews)( \w+){0,3} (real|genuine|edited|checked|verified|paid( for)?)\b|\b(publish|share|put up) my (story|review|testimonial)\b/,
    search: 'testimonials policy consent genuine',
    pages: /testimonials-policy/,
    narrowerThan: ['stories'],
  },
  {
    // Where physiotherapy is had, who gives or arranges it, at home or going in; not physiotherapy as the treatment ("can
    // physio sort it out?")
    id: 'physiotherapy-directory',
    practice: true,
    asked: new RegExp(
      String.raw`\bphysio\w*\b[^.?!]{0,30}\b(near|in|around|close to|local)\b|\b(arrang|organi[sz]|find|finding|sort)\w*\b[^.?!]{0,20}\bphysio|\bphysio\w*\b(?! (alone )?sorts? )[^.?!]{0,60}\b(arrang\w*|organi[sz]\w*|myself|ourselves|sorts? (it |this |that )?out)\b|\b(near me|nearby|local)\b[^.?!]{0,20}\bphysio|\bwhere\b[^.?!]{0,25}\b(get|find|have|see|book)\b[^.?!]{0,15}\bphysio|\bphysio\w*\b[^.?!]{0,40}\bwhere (do|does|is|are|will|would|can|he|she|i|we|they)\b|\bwho (gives?|does|provides?|runs?)\b[^.?!]{0,15}\bphysio|\bphysio\w*\b[^.?!]{0,30}\bwho (gives?|does|provides?|runs?)\b|\bphysio\w*\b[^.?!]{0,60}\b(at home or|or at home|home visits?|go in|do (i|we|you) (have to|need to) go|every week|each week|in (the )?hospital or)\b|\bbraces? (supplier|provider)|\b(${PLACES})\b`,
    ),
    search: 'physiotherapy centres',
    pages: /preandpostcare\/physiotherapy/,
  },
  {
    id: 'surgery-care',
    general: true,
    asked:
      /\bbefore (my |the |your |an? |his |her )?((knee|hip) )?(surgery|op|operation)\b|\bprepar\w*\b[^.?!]{0,20}\b(surgery|op|operation)\b|\bget(ting)? ready for\b|\bwound care\b|\b(look|looking) after (my |the |his |her |your )?(wound|scar|stitches)|\bafter (my |the |your |an? |his |her )?(surgery|op|operation)\b|\bpost ?op\b|\bpre ?op\b|\brecover\w* (from|after) (surgery|an? op|an? operation)\b|\bday of (my |the |your |an? |his |her )?(surgery|op|operation)\b/,
    search: 'preparing for surgery recovery support',
    pages: /^\/preandpostcare(#|$)/,
  },
  { id: 'app', practice: true, asked: /\bapps?\b|\bmiop\b/, search: 'miop app', pages: /miop-app/ },
  {
    id: 'useful-links',
    practice: true,
    asked: READING_ELSEWHERE,
    readingAsked: READING_ELSEWHERE,
    search: 'useful links organisations',
    pages: /usefullinks/,
  },
  {
    id: 'guides',
    practice: true,
    asked: /\bguides?\b|\bbooklets?\b|\bleaflets?\b|\bpdf\b|\bbrochures?\b|\bdownload\w*|\bsomething to read\b/,
    search: 'guide booklet',
    pages: /\/guides\/|usefullinks/,
  },
];

export const ASPECTS: Aspect[] = [
  { id: 'driving', asked: /\bdriv\w*|\bbehind the wheel|\bcar\b/, search: 'driving drive', answers: /\bdriv/i },
  {
    id: 'work',
    // A trade is the asker's work ("I'm a builder", "she's a carer"); "the nurse said" is someone met, not a job.
    asked:
      /\b(back to|return to|returning to|off|time off|go back to|get back to|start) work\b|\bwork again\b|\bjob\b|\bdesk\b|\boffice\b|\bemployer\b|\b(sick|fit) note\b|(?<!\bthe )\b(builder|plumber|teacher|nurse|electrician|labourer|carer|driver|farmer|mechanic|cleaner|chef|joiner|scaffolder)s?\b/,
    search: 'work desk job',
    answers: /\bwork\b|\bdesk\b|\bjobs?\b/i,
  },
  {
    id: 'sport',
    asked:
      /\bsports?\b|\bgym\b|\bfootball\b|\bfooty\b|\brugby\b|\bnetball\b|\btennis\b|\bgolf\b|\bskiing\b|\bski\b|\brun\b|\brunning\b|\bjog\w*|\bcycl\w*|\bbike\b|\bswim\w*|\bdanc\w*|\bplay again\b|\bactivit\w*|\bhiking\b|\bbowls\b|\bsquash\b|\bbadminton\b/,
    search: 'sport activity return footy',
    answers: /\bsport|\bgolf|\bswimming|\bcycling|\bexercise bike|\brunning|\bactivit|\bimpact\b|\bdancing/i,
  },
  {
    id: 'bathing',
    afterOperation: true,
    asked: /\bbath\w*|\bshower\w*|\bwash\w*|\bhot tub\b|\bpool\b|\bget (it|the wound|my knee|my leg) wet\b/,
    search: 'shower bath wound dry',
    answers: /\bbath|\bshower|\bwash|\bsoak|\bdry\b/i,
  },
  {
    // One's usual medicines around an operation ("should she stop it before the op?"): the pages say which to keep
    // taking is decided at the pre-op assessment, and not to stop any unless told to.
    id: 'usual-medicines',
    asked:
      /\b(stop|stopping|keep taking|carry on|come off|continue)\b(?! (smoking|drinking|vaping|alcohol|eating|work\w*))[^.?!]{0,30}\b(before|for) (the |my |his |her |their |an? )?((knee|hip) (or (a |my )?(knee|hip) )?)?(op|operation|surgery)\b|\b(usual|regular|normal|own) (medicines?|medication|tablets|pills)\b/,
    search: 'usual medicines keep taking stop',
    answers: /\bmedicine/i,
  },
  {
    // A torn meniscus stitched or trimmed away ("do they sew it back or just trim it out?")
    id: 'repair-or-remove',
    asked:
      /\b(sew|sewn|sewed|stitch|stitched|repair|repaired|fix|fixed|save|saved)\b[^.?!]{0,40}\b(or|and|vs|versus)\b[^.?!]{0,30}\b(trim\w*|remov\w*|cut (it )?out|take (it )?out|taken out|shav\w*)\b|\b(trim\w*|remov\w*)\b[^.?!]{0,40}\bor\b[^.?!]{0,30}\b(sew\w*|stitch\w*|repair\w*)\b/,
    search: 'repair stitched trimmed',
    answers: /\bstitched|\brepair/i,
  },
  {
    id: 'wound',
    afterOperation: true,
    asked: /\bstitch\w*|\bclips\b|\bstaples\b|\bwound\b|\bdressing\b|\bsteri ?strips?|\bsutures?\b/,
    search: 'wound stitches clips dressing',
    answers: /\bstitch|\bclips\b|\bwound|\bsteristrip|\bdressing/i,
  },
  {
    id: 'recovery-time',
    general: true,
    asked:
      /\brecover\w*|\bback to normal\b|\bheal\w*|\bhow long (until|till|before|does it take|will it take|to get)\b|\bget better\b|\brehab\w*|\blook after (myself|herself|himself|themselves)\b|\bcope\b|\bcoping\b/,
    search: 'recovery weeks months',
    answers: /\bweeks?\b|\bmonths?\b|\brecover|\beveryday activities|\bback to normal/i,
  },
  {
    id: 'hospital-stay',
    afterOperation: true,
    asked:
      /\bstay in hospital|\bin (the )?hospital\b|\bhospital stay|\bnights?\b|\bgo(ing)? home\b|\bday case\b|\bdischarg\w*|\b(be|kept|stay|staying|keep \w+) in (for )?(long|overnight)\b/,
    search: 'hospital stay going home',
    answers: /\bgo home|\bgoing home|\bnights?\b|\bhospital stay|\bday case|\bsame day\b|\bin hospital\b/i,
  },
  {
    id: 'lifespan',
    asked:
      /\bhow long (does|do|will|would|should)\b[^.?!]{0,40}\blast\b|\blast(s)? (for )?(long|years)|\blifespan\b|\blife span\b|\bwear(s)? (out|off)\b|\bhow many years\b/,
    search: 'last years',
    answers: /\blast|\byears\b|\bstill working|\bwears? off|\bhow long it helps|\beffect\b/i,
  },
  {
    id: 'risks',
    asked:
      /\brisks?\b|\bcomplications?\b|\bgo wrong\b|\bdanger\w*|\bside effects?\b|\bsafe\b|\bproblems? (after|with)\b|\b(chances?|odds|likelihood|how (likely|common))\b[^.?!]{0,25}\b(infect\w*|clots?|dvt|dislocat\w*|nerve|bleed\w*|loosen\w*|fail\w*|wear(ing)? out)/,
    search: 'risks complications',
    answers: /\brisk|\binfection|\bclot|\bcomplication|\bside effect/i,
  },
  {
    id: 'cost',
    asked:
      /\bcosts?\b|\bprices?\b|\bhow much (does|do|is|are|will|would|was|for|to|it|money)\b|\bhow much\s*\??$|\bfees?\b|\bpay\b|\bpaying\b|\bself ?(pay|fund\w*)|\bafford|\bcharges?\b|\bbill\b|\bquote\b|\bfixed ?price|\bexpensive|\bfree\b/,
    search: 'fees cost quote',
    answers: /\bquote|\bfees?\b|\bcosts?\b|\bpay\b|\bprice|\bcharged?\b|\bfixed-price|\bfree\b/i,
  },
  {
    // "Does that include the X-ray?" after a price: the lines saying what a quote covers and what is charged apart.
    id: 'price-includes',
    asked:
      /\b(does|do|will|would|is|are) (that|it|this|the (price|cost|fee|fees|quote|package))( price| cost| fee| quote)? (include|includes|cover)\b|\bincluded\b|\b(is|are) (that|it|this|they|those|these) extra\b|\bextra (cost|charge)s?\b|\bcosts? extra\b|\bcharged? (for )?separately\b/,
    search: 'includes separately',
    answers: /\bwhat it includes\b|\bincluded in\b|\bseparately from\b/i,
    beyondTheOperation: true,
  },
  {
    // "Do you take Bupa?": the list of insurers answers it, not how to claim.
    id: 'named-insurer',
    asked: new RegExp(String.raw`\b(${INSURERS})\b`),
    search: 'recognised by these insurers',
    answers: new RegExp(String.raw`\brecognised by\b|\b(${INSURERS})\b`, 'i'),
  },
  {
    id: 'insurance',
    asked: INSURANCE,
    search: 'insurance insurer authorisation',
    answers: new RegExp(String.raw`\binsur|\bauthoris|\bshortfall|\bexcess|\brecognised by|\b(${INSURERS})\b`, 'i'),
  },
  {
    id: 'pain',
    general: true,
    asked:
      /\bpain ?free\b|\bstill (have )?(pain|hurt)|\bpain (after|like|be like)\b|\bhow painful\b|\bhurt a lot\b|\bthe pain\b/,
    search: 'pain',
    answers: /\bpain/i,
  },
  {
    id: 'sleeping',
    asked: /\bsleep\w*|\blie on\b|\blying on\b|\bin bed\b/,
    search: 'sleep lying',
    answers: /\bsleep|\blie on|\blying|\bpillow|\bat night\b/i,
  },
  { id: 'kneeling', asked: /\bkneel\w*/, search: 'kneeling', answers: /\bkneel/i },
  { id: 'stairs', asked: /\bstairs?\b|\bsteps\b/, search: 'stairs', answers: /\bstairs/i },
  {
    id: 'travel',
    asked:
      /\bfly\b|\bflying\b|\bflights?\b|\bplane\b|\bholiday\w*|\btravel\w*|\babroad\b|\bairport\b|\bscanners?\b|\bmetal detectors?\b/,
    search: 'travel flights holiday',
    answers: /\bflight|\btravel|\bholiday|\bairport|\bjourney|\bscanner|\bmetal detector/i,
  },
  {
    id: 'sex',
    asked: /\bsex\b|\bsexual\b|\bintima\w*/,
    search: 'sex intimacy',
    answers: /\bsex\b|\bintima/i,
    heading: /\bsex\b|\bintima/i,
    onlyWhenAsked: true,
  },
  {
    id: 'anaesthetic',
    asked: /\banaesthe\w*|\banesthe\w*|\basleep\b|\bawake\b|\bput under\b|\bput to sleep\b|\bsedat\w*/,
    search: 'anaesthetic spinal general',
    answers: /\banaesthetic|\basleep|\bawake|\bsedation/i,
  },
  {
    // What is done in the operation ("what does an ACL reconstruction involve?", "how is it done?"): its own section,
    // not a line that happens to say "involve" ("sports that involve turning")
    id: 'what-is-done',
    general: true,
    asked:
      /\b(what|wat) (does|do|will|would)\b[^.?!]{0,50}\b(involve|involves|entail|entails)\b|\bwhat('?s| is) involved\b|\bhow (is|are) (it|they|that|this|the (op|operation|surgery|procedure)) (done|carried out|performed)\b|\bwhat (do|will) they (actually )?do (in|during|to)\b/,
    search: 'the operation procedure',
    heading: /^(the operation|the procedure|the surgery|what happens during|how (it|the operation) is done)\b/i,
  },
  {
    id: 'operation-length',
    asked:
      /\bhow long (does|is|will) (the |an? |my )?(\w+ )?(op|operation|surgery|procedure)\b(?! last)|\boperation take\b|\bhow long\b[^.?!]{0,20}\b(take|takes)\b[^.?!]{0,10}\b(op|operation|surgery)/,
    search: 'how long it takes hours',
    answers: /\btakes\b|\bhours?\b|\bunder an hour/i,
  },
  {
    id: 'preparation',
    asked:
      /\bprepar\w*|\bget ready\b|\bready (for|before)\b|\bbefore (my|the) ((knee|hip) )?(op|operation|surgery|replacement)|\bpre[- ]?op(erative)?\b|\bbeforehand\b/,
    search: 'prepare preparation before surgery',
    // "Before" alone is in every timeline ("before you go home"); "ready" alone asks whether it is time ("am I
    // ready for a knee replacement?"), not how to prepare.
    answers:
      /\bprepar|\bbefore (your|the|an?) (operation|surgery|op|admission)|\bsmok|\bpre-operative|\bget(ting)? (yourself |your home )?ready\b/i,
    heading:
      /\bprepar|\bgetting ready\b|\bbefore (your |the )?(operation|surgery|op)\b|\bpre-?op(erative)?\b|\boptimi[sz]ation\b/i,
  },
  {
    id: 'day-of-surgery',
    asked:
      /\bday of (my |the |your |an? |his |her )?(surgery|op|operation|replacement|procedure)\b|\bwhat happens on the day\b|\bwhat time (do|should|will|must|shall|have|does|did )?(i|we|he|she|they|you)\b[^.?!]{0,20}\b(arrive|get there|come in|be there|check in)\b/,
    search: 'on the day arrival',
    answers: /\bon the day\b|\barriv|\bmorning of (surgery|your operation)\b|\bstop eating and drinking\b/i,
    heading: /\bon the day\b|\bday of (your )?(surgery|operation)\b/i,
  },
  {
    id: 'exercises',
    // "The physio mentioned FAI" names someone met, not what is asked.
    asked: new RegExp(String.raw`\bexercis\w*|\bphysio\w*(?! ${SAYS}\b)|\bstrengthen\w*`),
    search: 'exercises physiotherapy',
    answers: /\bexercis|\bphysio/i,
  },
  {
    // How often to do something ("how many times a day, i forget"): the lines that say how often.
    id: 'how-often',
    // Not a story's "three times a week".
    asked: /\bhow (often|many times)\b/,
    search: 'times a day how often',
    answers: /\b(times (a|per|every|each) (day|week)|how often|every day|each day|daily)\b/i,
  },
  {
    id: 'walking-aids',
    afterOperation: true,
    asked:
      /\bcrutch\w*|\bwalking stick|\bstick\b|\bframe\b|\bwalking aids?\b|\bwalk without\b|\bwalk on\b|\bwalk straight\b/,
    search: 'crutches walking stick frame',
    answers: /\bcrutch|\bstick\b|\bframe\b|\bwalking aid|\bwalk/i,
  },
  {
    // The surgeon's background: answered by his training and experience, before anything else said of him.
    id: 'training',
    asked: new RegExp(HIS(BACKGROUND)),
    search: 'training experience qualifications fellowship',
    heading: /\btraining\b|\bexperience\b|\bqualifications?\b/i,
  },
  {
    // "Am I too old for a knee replacement?": NICE says age alone should not stop a referral; the lines saying so.
    id: 'age',
    asked: /\btoo (old|young)\b|\bage limit\b|\b(at|for) (my|his|her|their) age\b/,
    search: 'no age limit age alone',
    answers: /\bno age limit\b|\bage\b[^.]{0,40}\balone\b|\btoo (old|young)\b/i,
  },
  {
    id: 'second-opinion',
    asked: /\b(second|another|other|2nd|independent) (medical )?opinion\b/,
    search: 'second opinion',
    answers: /\bsecond opinion/i,
    beyondTheOperation: true,
  },
  { id: 'swelling', asked: /\bswell\w*|\bswollen\b|\bpuffy\b/, search: 'swelling', answers: /\bswell/i },
  {
    id: 'stiffness',
    asked: /\bstiff\w*|\bcant bend\b|\bwont bend\b|\bbend it\b|\bstraighten\b/,
    search: 'stiffness bend',
    answers: /\bstiff|\bbend/i,
  },
  { id: 'numbness', asked: /\bnumb\w*|\btingl\w*/, search: 'numb', answers: /\bnumb/i },
  {
    id: 'suitability',
    general: true,
    asked:
      /\bsuitable\b|\bsuitability\b|\bcandidate\b|\btoo (young|old)\b|\bage limit\b|\bwhen should i (consider|think about|have|get)\b|\bat what point\b|\bhow do i know (if|when)\b|\b(do|does|will|would) (i|it|he|she|they|this|that)( (really|always|definitely|still))? need (an? |the |to have (an? )?)?(\w+ )?(surgery|operation|op|replacement|arthroscopy|reconstruction)\b|\bis it time\b|\bwhen is it time\b|\bam i ready\b|\bwho (is it|can have|needs)\b|\bcan (she|he|i) still have\b/,
    search: 'suitable who needs consider age',
    // "Does a meniscus tear always need an operation?" is answered by "Do I need surgery?" and "never need an operation".
    heading:
      /^who (it|is it|this) (can help|helps|is for|suits)|^(am i|are you|is it) suitable|suitab|\b(need|have) (an? )?(surgery|operation)\b/i,
    answers:
      /\bsuit|\bage\b|\bsleep|\bdaily life|\beveryday life|\b3-6 months|\bconsider|\badvised|\bworth discussing|\bnever need\b|\bwithout (an? )?(surgery|operation)\b/i,
  },
  {
    // "What's the difference between a hip replacement and having it resurfaced?": the pages' lists of kinds.
    id: 'kinds',
    general: true,
    asked:
      /\bdifferences? between\b|\bwhats the difference\b|\b(what|which|different|other) (types?|kinds?|sorts?) of\b|\b(types|kinds) of\b|\bwhich (type|kind|sort)\b|\bcompared? (to|with)\b|\bversus\b|\bvs\b/,
    search: 'kinds types',
    heading: /\b(kinds|types|sorts)\b/i,
  },
  {
    id: 'definition',
    general: true,
    asked:
      /(^|[-,.?!:;] |\band )(so )?(what|wat)( (actually|exactly|even|really))?( is|s| are) (?!(an? |the )?(risks?|side|symptoms?|signs?|chances?|options?|alternatives?|benefits?|complications?|your|my|his|her|phone|number|cost|price|recovery|success|surgeons?|qualifications?|best|worst|right|safest|easiest|quickest|fastest)\b)|\bexplain\b|\btell me about\b|\bwhat (does|do|will) (it|they|(\w+ ){0,2}\w+) (actually |exactly )?(involve|mean|do)\b|\bwhats involved\b|\bhow (is|are) (it|they|\w+) done\b|\bwhat happens (in|during|at)\b(?![^.?!]*\b(after|afterwards|weeks?|days?|months?|recovery|home)\b)/,
    search: 'what it is',
    heading:
      /^(what (it|is|a|an)\b|what the [\w -]+ (is|are|does)$|about\b(?! this (guide|booklet|leaflet|brochure))|overview|understanding|background|in brief|.* in brief$)/i,
  },
  {
    id: 'success',
    general: true,
    asked:
      /\bsuccess\w*|\bwork(s)? well\b|\bresults?\b|\boutcomes?\b|\b(does|do|did) (it|they|this|that) (actually |really )?work\b|\bworth (it|trying)\b|\beffective\b|\bbetter\b|\bbenefits?\b|\badvantages?\b|\bany good\b|\bgimmick\w*|\bevidence\b|\bproven\b/,
    search: 'results success evidence',
    answers:
      /%|\bresults?\b|\bwork|\bevidence|\bhelps? (with|to|ease|relieve|reduce)|\bless pain|\bbetter\b|\blimited\b|\bNICE\b|\bresearch/i,
  },
  {
    id: 'alternatives',
    asked: NON_SURGICAL,
    search: 'non-surgical treatment exercise weight loss',
    answers: /\bexercis|\bphysio|\bweight|\bpain relief|\binjection|\bwalking aid|\bstick/i,
  },
  {
    id: 'timing',
    general: true,
    asked: /^when\b|\bwhen (can|will|should|do|does|is)\b|\bhow (long|soon)\b|\bhow many (days|weeks|months)\b/,
    search: 'weeks months',
    answers:
      /\b\d+(-\d+)?\+? (days?|weeks?|months?|years?|hours?|nights?)\b|\b(a few|several|some|many|six|two|three|four|one to (two|three)) (days|weeks|months|years|hours|nights)\b|\bsame day\b/i,
  },
  {
    id: 'treatment',
    asked:
      /\btreat\w*|\bwhat (else )?can (actually |really )?(i|be|we|you|they|he|she) (actually |really )?(do|done)\b|\bwhat (else )?(is|are) (there|available|possible)\b|\bwhat (operations?|options?) (is|are) (possible|available|there)\b|\bwhat helps\b|\bhow (do|can) (i|you) (fix|manage|ease|help|get rid)|\boptions\b|\bcure\b|\bwhat can i try\b/,
    search: 'treatment options',
    answers: /\btreat|\bexercis|\bphysio|\bsurgery|\binjection|\bpain relief|\bstrengthen/i,
    heading: /treatment|options|what helps|managing/i,
  },
  {
    id: 'weight',
    asked: /\boverweight\b|\bweight\b|\bbmi\b|\bheavy\b|\blose weight\b|\bobese\b/,
    search: 'weight overweight',
    answers: /\bweight|\boverweight/i,
  },
  {
    id: 'blood-clots',
    asked: /\bblood thinn\w*|\bclots?\b|\bstockings?\b|\banticoagul\w*/,
    search: 'blood clots blood-thinning stockings',
    answers: /\bblood-thinning|\bstocking|\bclot/i,
  },
  {
    // Who does a robotic-arm operation: the surgeon, holding and guiding the arm.
    id: 'who-operates',
    asked:
      /\b(done|operated|performed|carried out) by (a |the )?(robot|machine|computer)\b|\b(robot|robotic arm|machine|computer) (\w+ )?(do|does|doing|operate|operates|operating|performs?)\b|\b(robot|machine|computer)\b[^.?!]{0,40}\bin control\b/,
    search: 'surgeon in control guides robotic arm',
    answers: /\bin control\b|\bdoes not (operate|move)\b|\bholds and guides\b/i,
  },
  {
    id: 'dressing',
    afterOperation: true,
    asked: /\bsocks?\b|\bshoes?\b|\bget dressed\b|\bdress (myself|herself|himself)\b/,
    search: 'socks shoes dressing',
    answers: /\bsock|\bshoe|\bdress/i,
  },
  {
    id: 'precautions',
    afterOperation: true,
    asked:
      /\bavoid\w*|\bpositions?\b|\bmovements?\b|\bprecautions?\b|\bshould(nt| not) (do|i)\b|\bnot (to )?do\b|\bsafe to\b/,
    search: 'avoid movements',
    answers: /\bavoid|\bbending|\btwisting|\bcrossing|\bcareful/i,
  },
  {
    id: 'leg-length',
    asked: /\bsame length\b|\bleg length\b|\blonger\b|\bshorter\b/,
    search: 'leg length',
    answers: /\blength\b|\blonger|\bshorter/i,
  },
  {
    id: 'graft',
    // The graft in lay words: where the new ligament is taken from, what it is made of
    asked:
      /\bgrafts?\b|\b(new|replacement) ligament\b[^.?!]{0,30}\b(from|made)\b|\b(take|takes|taken|get|gets|use|uses|used) (the |a )?(new |replacement )?(ligament|tendon)s? from\b|\bwhere (do|does|will|would) (they|you|he|the surgeon) (take|get) (it|the new \w+|the \w+)? ?from\b/,
    search: 'graft tendon',
    // What the graft is: not every line naming a graft ("a graft can tear again")
    answers:
      /\bhamstring|\bpatellar tendon|\bquadriceps tendon|\btendon (above|below) the kneecap|\bown tissue|\bdonor|\bgraft (choice|option|type)s?\b/i,
  },
  {
    id: 'revision',
    asked: WITH_HIP(REVISION),
    search: 'revision replaced again wear loosening',
    answers: /\brevision\b|\breplaced again\b|\bconverted to\b/i,
  },
  {
    id: 'approach',
    asked: /\bapproach\b|\bincision\b|\bscar\b|\bcut\b|\bfrom the front\b/,
    search: 'approach cut incision',
    answers: /\bapproach|\bcut\b|\bincision|\bscar/i,
  },
  {
    id: 'help-at-home',
    asked:
      /\bsomeone (at home|with me|to stay)\b|\bhelp at home\b|\blook after (myself|herself|himself)\b|\bcope\b|\bcoping\b|\blives? alone\b|\bmanage at home\b/,
    search: 'help at home stay with you',
    answers: /\bhelp at home|\bstay with you|\bmanage|\beveryday|\bhome\b/i,
  },
  {
    id: 'what-to-bring',
    general: true,
    asked: /\bbring\b|\bwhat (do|should|shall) (i|we) take (with|along)\b|\bpack\w*\b|\bhospital bag\b/,
    search: 'bring hospital bag',
    answers: /\bbring\b|\bhospital bag\b/i,
    heading: /\bbring\b|\bhospital bag\b|\bpack(ing)?\b/i,
  },
  {
    id: 'hours',
    asked: new RegExp(
      String.raw`\bhours\b|${OPEN}|\bopening\b|\bwhat (days|times)\b|\bwhen (are|is) (you|the clinic|he) (open|available)\b`,
    ),
    search: 'clinic hours',
    answers: /\d\d:\d\d/,
  },
  {
    id: 'phone',
    asked: new RegExp(String.raw`${PHONE}|\bnumber\b|${CALL}|\bring\b|\btelephone\b`),
    search: 'phone',
    answers: /\b0\d{3,4} ?\d{3} ?\d{3,4}\b|\bphone\b/i,
  },
  {
    id: 'referral',
    general: true,
    // "My GP thinks it's a tear" names someone met, not a referral asked about.
    asked: new RegExp(String.raw`\breferr\w*|\bgp\b(?! ${SAYS}\b)`),
    search: 'referral gp',
    answers: /\breferral|\bgp\b/i,
  },
  {
    id: 'causes',
    general: true,
    asked: /\bcaus\w*|\bwhy (does|do|is|am)\b/,
    search: 'causes',
    answers: /\bcaus|\bbecause|\boften from|\bcommon/i,
  },
  { id: 'symptoms', general: true, asked: /\bsymptoms?\b|\bsigns\b/, search: 'symptoms', heading: /symptom|signs/i },
];

/**
 * What the practice's pages never speak of, whatever else a question names: another part of the body (the practice
 * treats knees and hips; a question with a knee or hip in it is ours), animals' injuries, legal claims and benefits
 * paperwork. "Off her feet" and "back on my feet" are resting and walking, not the feet; "lying on my back" is a way
 * of lying, not the back.
 */
const OTHER_BODY_PART =
  /\b(shoulders?|elbows?|wrists?|hands?|fingers?|thumbs?|neck|spine|backache|bunions?|ankles?|heels?|toes?|(?<!\b(off|on) (my|his|her|their|your|our) )feet|foot|jaw|teeth|tooth|dentures?|eyes?|ears?)\b|(?<!\b(lie|lies|lying|lay|laying|sleep|sleeps|sleeping|slept|flat|turn|turned|turning|roll|rolled|rolling|comfortable|uncomfortable|comfy|stuck) (on|onto) )\b(my|his|her|lower|upper|bad) backs?\b|\bsciatica\b|\bback (pain|problems?|surgery|operation)\b|\bslipped disc|\bconcussion\b|\bhead (injury|injuries|knocks?)\b|\bfasci\w*|\bachilles\b|\bshin splints\b|\btennis elbow\b|\bfrozen shoulder\b|\brotator cuff\b/;
/**
 * Babies' hips and knees (a clicking hip at the baby check) are for the children's services, not this practice; a
 * mother's own pregnancy ("after I've had the baby") is not.
 */
const BABIES =
  /(?<!\b(have|had|having|has|expecting|due|carrying|deliver|delivered|after) (the|a|my|our|her) )\b(baby|babys|babies|newborns?|infants?)\b/;
export const KNEE_OR_HIP = /\b(knees?|hips?|kneecaps?|patella|acl|pcl|menisc\w*|groin)\b/;
/** Animals named as patients' pets and working animals. */
const ANIMAL_NAMES =
  'dog|puppy|sheepdog|greyhound|whippet|lurcher|alsatian|cat|kitten|horse|pony|labrador|spaniel|terrier|collie|retriever|pet';
/**
 * Animals' injuries, and their care while one is in hospital. "Vets rugby" and "vets' football" are veterans' teams,
 * not the vet.
 */
const ANIMAL = new RegExp(
  String.raw`\b(vets?(?! (rugby|football|hockey|cricket|netball|tennis|squash|team|league|side|match|game|runners?|athletics))|veterinar\w*)\b|\b(our|my|the|his|her) (${ANIMAL_NAMES})s? (has|had|is|was|got|tore|torn|hurt|injured|done|did|needs|limping|lame|hips?|knees?|legs?|paws?|cruciate|acl)\b|\b(a|an|old|young|elderly) (${ANIMAL_NAMES})s? (with|who|that)\b|\b(dog|cat|pet|puppy) (food|biscuits)\b|\b(see|sees|treat|treats|look at|operate on) (dogs?|cats?|pets?|horses?|animals)\b|\b(look after|care for|feed|mind|see to) (my|our|the|his|her) (dogs?|cats?|chickens|hens|pets?|horses?|animals)\b`,
);
/**
 * Legal, employment, housing and benefits paperwork (a contract cancelled, a licence or passport renewed, a CV), the
 * council's services, school terms, and other trades, clubs and schools to recommend ("know a good accountant?", "is
 * there a good joiner round here").
 */
const PAPERWORK =
  /\b(recommend|find|know|need|suggest|looking for|is there|are there)( of)? (a |an |any )?(good |decent |reliable |local |cheap )?(accountants?|bookkeepers?|mortgage (advis\w*|brokers?)|financial advis\w*|estate agents?|plumbers?|electricians?|builders?|joiners?|carpenters?|decorators?|handym[ae]n|roofers?|locksmiths?|mechanics?|(\w+ )?fitters?|cleaners?|gardeners?|hairdressers?|dentists?|dermatologists?|tattoo (artists?|parlou?rs?|shops?)|beauticians?|((rugby|football|sports?|running|tennis|golf|cricket|netball|hockey|swimming|youth) )?clubs?|schools?|nurser(y|ies)|childminders?)\b|\bschool (holidays?|terms?|term dates|half terms?)\b|\bterm dates\b|\btax returns?\b|\bblue badge|\b(child|housing|disability|carers?) benefits?\b|\btax credits?\b|\b(renew\w*|apply\w* for|replac\w*|lost)\b[^.?!]{0,20}\b(driving licen[cs]es?|licen[cs]es?|passports?)\b|\b(council|social) housing\b|\bhousing (benefit|forms?|applications?)\b|\bcouncil tax\b|\b(county|city|borough|district|town|local|the) council\b|\bpersonal independence payment|\bbenefits? (claim|form|application)|\bpower of attorney|\blasting power\b|\bmake a will\b|\bsolicitors?\b|\blawyers?\b|\blegal (action|advice|claim)|\bsu(e|ing)\b|\bcompensation\b|\bnegligen\w*|\bmake a claim\b|\b(cancel|terminate|end|break) (my|his|her|the|our) contract\b|\bemployment (law|rights|tribunal)\b|\b(write|writing|update|updating|help with) (my |a |his |her )?(cv|resume|covering letter|cover letter)\b|\bclaim (against|for compensation)|\b(pip|attendance allowance|carers? allowance|disability benefits?|universal credit|statutory sick pay|sick pay|esa)\b/;

/**
 * Conditions and operations of other parts of the body or other specialties (cosmetic surgery, everyday illnesses,
 * periods and the menopause, psychology).
 */
const OTHER_CONDITION =
  /\b(cataracts?|glaucoma|hernias?|bunions?|carpal tunnel|varicose veins?|gall ?stones?|gall ?bladder|tonsils?|tonsillitis|piles|haemorrhoids?|hemorrhoids?|prostate|hysterectomy|vasectomy|moles?|cysts? on my (face|back|arm|neck)|dental|dentist|hearing aids?|heart bypass|stent|kidney stones?|liposuction|lipo|cosmetic|botox|fillers?|tummy tuck|face ?lift|plastic surgery|hearing (tests?|tested|checks?|checked|loss)|eyes? (tests?|tested|checks?|checked)|ivf|fertility|scoliosis|kyphosis|(nutrition|diet|meal) plans?|(best|good|healthy|quick|fastest) diets?|diets? (to|for) (lose|losing) weight|nutritionists?|dietitians?|dieticians?|opticians?|sore throat|(common |a |head )colds?|earache|toothache|hay ?fever|chest infection|urine infection|uti|migraines?|protein (powders?|shakes?)|creatine|diet pills?|period (pains?|cramps?|problems?)|menstrua\w*|endometriosis|menopaus\w*|psychologists?|psychiatrists?)\b/;
/** Asking the practice to see to something besides (a referral, an operation "as well", "at the same time"). */
const ASKS_FOR_MORE =
  /\b(do|does|can|could|would|will) (you|he|the surgeon|mr \w+|dr \w+)\b|\b(as well|at the same time|also|too)\b|\breferr?al\b|\bsort (out|it)\b/;
/**
 * Practical matters of the hospitals (parking, visiting, bus, train, ferry and park-and-ride times, where to eat or
 * stay nearby, the canteen and the hospital's food), the quickest train or flight between places, hiring a minibus, a car, a taxi firm or a hall, booking a
 * taxi, other places' opening times ("when is the tip open?"), childcare during an appointment, and jobs or placements
 * at the practice, that our pages never describe.
 */
const HOSPITAL_PRACTICALITIES =
  /\bwhere (do|can|should|could) (i|we|you) park\b|\b(what time|when) (does|do|is|are) (the )?(\w+ ){0,3}(bus|buses|trains?|metro|trams?|coach|ferry|ferries|flights?|planes?)\b|\b(bus|buses|train|metro|tram|coach|ferry|flight) (times|timetables?|routes?)\b|\b(quickest|fastest|cheapest|best|next|last|first|direct|is there a|are there any|any) (trains?|bus|buses|coach|coaches|ferry|ferries|flights?) (from|to|into|between)\b|\b(when|what time) (does|do|is|are) (the )?((?!(?:clinic|clinics|practice|hospital|surgery|(?<!post )office|secretary|reception|appointments?|outpatients?|physio\w*|phones?|lines?|wound|scar|cut)\b)\w+ ){1,6}(open|close|shut)\b|\bplaces? to park\b|\b(canteens?|hospital (food|meals?|menus?))\b|\b(what time|when) (does|do|is|are) (the )?(\w+ ){0,3}(park ?runs?|races?|matche?s?|games?|marathons?|fun runs?)\b[^.?!]{0,20}\b(start|starts|begin|begins|finish|kick off)\b|\bcare homes? (cost|costs|charge|charges|fees|prices?)\b|\b(cost|price|fees?) of (a )?care homes?\b|\b(car ?park\w*|parking|visiting (hours|times?)|care home fees|continuing (health ?care|nhs care)|chc funding|social (care|services|workers?)|care (packages?|assessments?)|carers? (to come )?(in|at home|visits?)|wi-?fi|memory clinics?|cr[eè]ches?)\b|\b(is there|do you (have|offer|provide)|does the hospital (have|offer|provide))\b[^.?!]{0,20}\b(childcare|child care|babysit\w*)\b|\b(recommend|find|choose|looking for|needs?) (a |an )?(good |nice |new )?(care|nursing) homes?\b|\b(ski|holiday|beach) resorts?\b|\bpark (and|n|&) ride\b|\b(book|hire|reserve)\b[^.?!]{0,25}\b(halls?|venues?|function rooms?|marquees?)\b|\b(minibus(es)?|(coach|car|van|minibus) hire|hire (a |an )?(coach|car|van)|taxi (firms?|compan(y|ies)))\b|\b(book|order|call|ring|get) (me |us |him |her )?(a )?(taxi|cab|uber)\b|\b(cafes?|cafés?|tea ?rooms?|tea ?shops?|coffee shops?|restaurants?|pubs?|hotels?|b ?and ?bs?|bed and breakfasts?|supermarkets?|cash ?points?|cash machines?)\b(\s+\S+){0,4}\s+(near|nearby|close to|round|around|by)\b|\b(somewhere|anywhere|places?) (to eat|to stay|for (a )?(coffee|cuppa|tea|lunch|food))\b|\b(apply|applying|application)\b[^.?!]{0,30}\b(jobs?|posts?|vacanc\w*|positions?)\b|\b(nursing|nurses?|care|carers?|admin|cleaning|porters?|hca) (jobs?|posts?|vacanc\w*)\b|\b(work experience|job vacanc\w*|vacancies|careers?|(medical|nursing|physio\w*|sixth.?form|school) students?|placements?|shadowing|internships?|hiring|recruit\w*)\b/;
/** "Where is the hospital, and is there parking?": where the practice is, our pages say. */
const ALSO_ASKS_WHERE = /\bwhere (is|are|does|do)\b(?! (i|we|you) park)|\baddress\b|\bpostcode\b/;
/** How long the waiting lists are now: our pages say how to join one (a referral), never how long it is. */
const WAITING_TIMES =
  /\bhow long (is|are) (the |his |your )?(nhs )?(waiting list|waiting times?|wait)\b|\bwaiting times?\b|\bhow long (will|would) (i|we|he|she) (have to )?wait\b|\bhow long (do|does) (i|we|he|she|you|they|people|patients) (have to |need to )?wait (for (a|an|the|my|his|her|your) |to (get|have|see) )/;
/** How to join a list, or what going private costs: what our pages do say, asked with the wait. */
const ALSO_ASKS_HOW_TO_JOIN =
  /\brefer\w*|\bgp\b|\bbook\w*|\bjoin\b|\bhow much\b|\bcosts?\b|\bprices?\b|\bfees?\b|\bquotes?\b/;
export const asksWaitingTime = (text: string) => WAITING_TIMES.test(text) && !ALSO_ASKS_HOW_TO_JOIN.test(text);
/** Parking at or near the hospital, which our pages never describe. */
export const asksParking = (text: string) => /\b(park|parking|car ?parks?)\b/.test(text);

/** Skin conditions and spots, whatever joint the skin is on ("a cream for eczema on my knees"). */
const SKIN_CONDITION =
  /\b(eczema|psoriasis|acne|warts?|verrucas?|dermatitis|pimples?|zits?|blackheads?)\b|\b(get rid of|clear up|cover up) (my |her |his |the )?spots\b/;
/**
 * A GP's or a pharmacy's services, and the GP surgery itself (changing it, a complaint about it, an appointment
 * there): reviews of a long-term condition (a diabetes nurse, an asthma check), repeat prescriptions or anything "on
 * prescription from my GP", vaccinations and boosters, finding a pharmacy open, sick notes, licence and work medicals
 * (taxi, HGV, DVLA), screening tests, therapies others give (massage, acupuncture, chiropractic), and weight-loss
 * medicines (our pages advise losing weight, never prescribe for it).
 */
const GP_SERVICES =
  /\b(change|changing|switch|switching|register|registering|complain\w*|complaint)\b[^.?!]{0,25}\bgps?( surgery| practice)?\b|\b(book|make|get) (me |him |her |us )?(in |an appointment )?(with|at) (my|the|his|her|our) gps?( surgery| practice)?\b|\b(diabet\w*|asthma|copd|blood pressure|cholesterol|thyroid) (nurses?|reviews?|clinics?|check ?ups?)\b|\breviews? (\w+ ){0,2}(diabet\w*|asthma|blood pressure|cholesterol|thyroid)\b|\b(mounjaro|wegovy|ozempic|saxenda|tirzepatide|semaglutide|liraglutide)\b|\bweight.?loss (injections?|jabs?|drugs?|medicines?|medication|pens?|tablets?)\b|\brepeat (\w+ ){0,5}(prescriptions?|scripts?|tablets|pills|medicines?|medication|inhalers?)\b|\bprescriptions? for (my|his|her) (?!knee|hip)\w+|\bon (an? |the )?(nhs )?prescription (from|by) (my|the|a|his|her|our) gps?\b|\b(sort|renew|refill|reorder|re-order)\b[^.?!]{0,30}\bprescriptions?\b|\bprescriptions?\b[^.?!]{0,30}\b(run out|ran out|running out)\b|\b(flu|covid|shingles|pneumonia|rsv|booster) (jabs?|vaccin\w*|shots?|boosters?)\b|\bvaccin\w*|\b(nearest|local|open|late night|24 hour) (pharmacy|pharmacies|chemists?)\b|\b(pharmacy|pharmacies|chemists?) (open|near)\b|\b(opening|open) (hours|times)\b[^.?!]{0,40}\b(pharmacy|pharmacies|chemists?)\b|\b(sick|fit) notes?\b|\b(taxi|hackney|hgv|lgv|pcv|psv|dvla|drivers?|driving|pilots?|diving|diver|pre-?employment|occupational|insurance|fitness) (licen[cs]e |licensing )?medicals?\b|\bmedicals?\b[^.?!]{0,25}\blicen[cs]es?\b|\b(smear|cervical screening|mammograms?|breast screening|bowel screening)\b|\b(sports? |deep tissue )?massages?\b|\b(acupuncture|chiropract\w*|osteopath\w*|reflexology|podiatr\w*|chiropod\w*)\b/;
/** Asking the surgeon to treat something: "do you do shoulder replacements?", "can he look at my wrist?". */
const ASKS_FOR_TREATMENT =
  /\b(do|does|can|could|will|would) (you|he|the surgeon|the practice|mr \w+|dr \w+) (also )?(do|treat|operate|see|look at|replace|fix|deal with)\b/;

/**
 * Insurance that is not for treatment: a car's, a trip's, a home's, a pet's, a life. Our pages speak only of health
 * insurers paying for care, and of checking with a car insurer before driving again (so a question about driving or
 * telling the insurer is ours).
 */
const OTHER_INSURANCE =
  /\b(car|motor|van|vehicle|quad( bike)?|bike|cycle|travel|holiday|ski|snowboard|winter sports?|home|house|contents|buildings|pet|life|mortgage|income protection|sports?|player|club) insur(ance|ers?)\b|\b(no.?claims|excess|premiums?) (bonus|go up|goes up|rise|discount)\b/;
const TELLING_THE_INSURER =
  /\b(tell|telling|inform|informing|notify|let (them|it|\w+) know|check(ing)? with)\b|\bbefore (i|we|he|she|you|they) (can |could )?(start )?driv/;
/**
 * Buying things: which shop, firm, insurer or policy is best, and the best gear to buy (bikes, boots, rackets);
 * which surgeon or hospital is best, or better than another; what an operation costs abroad; and home adaptations
 * to buy (a stairlift, a walk-in bath). Our pages say what helps ("flat shoes with a closed back"), that an
 * occupational therapist checks the equipment needed at home, which insurers the practice works with and the
 * surgeon's own training, never where to buy, what it costs, who ranks first or other countries' prices.
 */
const SHOPPING =
  /\b(how much|costs?|price|prices|buy|buying|fit|fitted|install\w*|recommend\w*|best|cheapest|which)\b[^.?!]{0,25}\b(stair ?lifts?|through-floor lifts?|riser recliners?|walk-in (baths?|showers?)|bath lifts?)\b|\bwho(s| is) the best\b|\b(better|worse) than (the )?(\w+ ){0,2}(surgeons?|consultants?|hospitals?)\b|\b(costs?|prices?|cheaper|dearer|have (it|the op|the operation|surgery|the surgery) done)\b[^.?!]{0,30}\b(abroad|overseas|in (turkey|spain|india|poland|lithuania|hungary|thailand|europe))\b|\b((best|top|leading|finest) (\w+ ){0,2}(surgeons?|consultants?|specialists?|hospitals?)|(surgeons?|consultants?|specialists?|hospitals?) (is|are) (the )?(best|top)) (in|of) (the )?(country|uk|britain|england|scotland|wales|world|north|south|region|area)\b|\b(which|what) (\w+ ){0,2}(insurance|insurers?|polic(y|ies)) (is|are) (the )?(best|cheapest)\b|\b(best|cheapest) (\w+ ){0,2}(insurance|insurers?|polic(y|ies))\b|\b(best|good|decent|cheap|cheapest|reliable|recommend\w*) (\w+ ){0,3}(shops?|stores?|stockists?|retailers?|firms?|compan(y|ies)|suppliers?|dealers?|websites?(?=[^.?!]{0,30}\b(buy|order|sell\w*|shop\w*)\b))\b|\bwhere (can|do|could|should|would) (i|we|you|he|she) (buy|order|get hold of|purchase)\b|\b(price|cost) of (a |an |the )?(new |second.?hand |used )?(\w+ )?(bikes?|cars?|vans?|tractors?|phones?|laptops?|tvs?|televisions?)\b|\b(football|rugby) boots?\b[^.?!]{0,25}\b(best|good|recommend\w*|buy)\b|\b(best|cheapest|good|decent|which|recommend\w*) (\w+ ){0,2}(e-?bikes?|electric bikes?|bikes?|bicycles?|saddles?|football boots?|boots?|trainers?|running shoes?|shoes?|rackets?|racquets?|(hockey|lacrosse) sticks?|(cricket|baseball|softball) bats?|shin ?pads?|knee ?pads?|kneelers?|(string|racket) tension|golf clubs|skis|mobility scooters?|mattress(es)?|gym equipment|treadmills?|smart ?watch(es)?|fitness trackers?)\b(?![^.?!]{0,30}\b(after|since|following|post|until)\b)/;

/**
 * Small talk and general knowledge: the weather or its forecast, sports results, anyone's favourite team, film or
 * food, schoolwork (GCSE revision, a revision timetable, homework) and choosing a school or college, a sports agent
 * or scout, a young child's sleep, potty training or tantrums, housework (limescale, stains). Our pages never
 * speak of them; asked of a knee or a hip ("does cold weather make arthritis worse?"), the question is read for what
 * the pages do say.
 */
const SMALL_TALK =
  /\b(gcses?|a ?levels?|homework|coursework)\b|\b(which|what|best|good|choose|choosing|pick|picking|apply\w*)\b[^.?!]{0,15}\b(sixth.?forms?|colleges?|schools?|universit(y|ies)|unis?)\b(?! (team|match|games?|rugby|football|netball|hockey|sports?|pe)\b)|\b(football|rugby|cricket|sports?|players?)\b[^.?!]{0,25}\b(agents?|scouts?)\b|\b(toddlers?|kids?|child|children|\d+ ?(year|yr) olds?)\b[^.?!]{0,40}\b(sleep\w* through( the night)?|potty|toilet.?train\w*|tantrums?|teething|weaning|bedtime)\b|\brevision (timetables?|notes|tips)\b|\brevising for\b|\bexam (revision|tips|stress|timetables?)\b|\b(maths|english|science|history|geography|french|spanish) (revision|homework|exams?|tests?)\b|\b(weather|forecast)\b|\bfavou?rite (football |rugby |cricket |sports? )?(team|club|player|film|movie|book|food|meal|colou?r|song|band|singer|holiday)\b|\b(football|rugby|cricket|match) (scores?|results?)\b|\blottery\b|\b(limescale|descal\w*)\b|\b(remove|removing|get rid of|get out) (a |the )?(\w+ )?stains?\b/;

/**
 * Training and eating for an event or a condition of its own ("a marathon training plan for sub 4 hours", "what should
 * I eat the night before a marathon", "the best diet for type 2 diabetes"): not rehabilitation after an operation.
 */
const TRAINING_AND_DIET =
  /\b(best|good|decent|give|recommend\w*|suggest\w*|need|want|any|which|what|whats)\b[^.?!]{0,20}\b(marathon|half marathon|running|race|couch to 5k|5k|10k|gym|training)\b[^.?!]{0,20}\b(plans?|programmes?|programs?|schedules?)\b(?![^.?!]{0,40}\b(after|since|following|post|until|op|operation|surgery|replacement|reconstruction|acl)\b)|\b(diet|eat|eating|foods?|meals?|carb\w*)\b[^.?!]{0,25}\b(diabet\w*|cholesterol|blood pressure)\b|\b(eat|eating|foods?|meals?|carb\w*)\b[^.?!]{0,25}\bbefore (a|the|my|his|her|their) (marathon|race|match|game|run|tournament)\b/;

export const isOutsideOurSubject = (text: string) =>
  (OTHER_BODY_PART.test(text) && (!KNEE_OR_HIP.test(text) || ASKS_FOR_TREATMENT.test(text))) ||
  GP_SERVICES.test(text) ||
  SKIN_CONDITION.test(text) ||
  (OTHER_CONDITION.test(text) && (ASKS_FOR_MORE.test(text) || !KNEE_OR_HIP.test(text))) ||
  (HOSPITAL_PRACTICALITIES.test(text) && !ALSO_ASKS_WHERE.test(text)) ||
  asksWaitingTime(text) ||
  ANIMAL.test(text) ||
  BABIES.test(text) ||
  PAPERWORK.test(text) ||
  (OTHER_INSURANCE.test(text) && !TELLING_THE_INSURER.test(text)) ||
  SHOPPING.test(text) ||
  TRAINING_AND_DIET.test(text) ||
  (SMALL_TALK.test(text) && !KNEE_OR_HIP.test(text));

/** Topics of a question in the order it names them: the first is what the question is about. */
export function topicsOf(text: string): Topic[] {
  const found = TOPICS.map((topic) => ({ topic, at: text.search(topic.asked) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => Number(!!a.topic.technique) - Number(!!b.topic.technique) || a.at - b.at)
    .map(({ topic }) => topic);
  // "partial knee replacement" also reads as "knee replacement": the narrower topic wins; an operation or a
  // condition named wins over care around any operation. An operation named comes before the technique named with
  // it ("robotic knee replacement").
  const broader = new Set(found.flatMap((topic) => topic.narrowerThan ?? []));
  const named = found.some((topic) => !topic.general && !topic.practice);
  const reading = found.filter((topic) => topic.readingAsked?.test(text));
  if (reading.length) return reading;
  return found.filter((topic) => !broader.has(topic.id) && !(named && topic.general));
}

export function aspectsOf(text: string): Aspect[] {
  return ASPECTS.filter((aspect) => aspect.asked.test(text));
}
