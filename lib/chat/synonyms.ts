import { normalise } from './text';

/**
 * Lay wording -> the words our pages use. Patients say "half knee replacement" and "keyhole surgery"; the pages
 * say "partial (unicompartmental)" and "arthroscopy". Each pattern is tested against the lowercased question and
 * adds its words to the search. Keep the patterns specific: a broad one pulls every answer towards one page.
 */
export const LAY_TERMS: { pattern: RegExp; adds: string }[] = [
  // Procedures
  {
    pattern:
      /\b(half|part|partial|uni|one.sided|oxford)\b.{0,20}\bknee\b|\bknee\b.{0,12}\b(half|partial)\b|\bunicompartmental\b|\bpkr\b/,
    adds: 'partial unicompartmental knee replacement',
  },
  { pattern: /\b(full|whole|total|complete)\b.{0,12}\bknee\b|\btkr\b|\btka\b/, adds: 'total knee replacement' },
  {
    pattern:
      /\bnew knee\b|\bknee (op|operation|surgery)\b.{0,20}\breplace|\bknee replacement\b|\breplac\w* (my |the )?knee\b/,
    adds: 'knee replacement arthroplasty',
  },
  {
    pattern: /\bnew hip\b|\bhip (op|operation)\b|\bthr\b|\bhip replacement\b|\breplac\w* (my |the )?hip\b/,
    adds: 'hip replacement arthroplasty',
  },
  { pattern: /\bhalf (a )?hip\b|\bhalf hip\b|\bpartial hip\b/, adds: 'hemiarthroplasty hip fracture' },
  {
    pattern: /\bkeyhole\b|\bscope\b|\bscoped\b|\bcamera\b|\bminimally invasive\b|\bwash.?out\b|\bclean.?up\b/,
    adds: 'arthroscopy arthroscopic',
  },
  { pattern: /\bwash.?out\b|\bclean.?up\b/, adds: 'washout debridement' },
  {
    pattern:
      /\bre-?do(ne|ing)?\b|\bwears? out\b|\bworn out\b|\bsecond replacement\b|\breplac\w* (again|the replacement)\b|\bworn out (replacement|implant|knee replacement)\b|\bloosen/,
    adds: 'revision',
  },
  {
    pattern: /\b(straighten|realign|bow.?leg|bandy|knock.?knee|bone cut|cutting the bone|wedge)\w*/,
    adds: 'osteotomy alignment',
  },
  { pattern: /\bshin ?bone\b/, adds: 'tibia tibial' },
  { pattern: /\bthigh ?bone\b/, adds: 'femur femoral' },
  {
    pattern:
      /\bmanipulat\w*|\bmua\b|\bstiff\w* after (my |the )?(op|operation|surgery|replacement)|\bwon'?t bend\b|\bcan'?t bend\b/,
    adds: 'manipulation under anaesthetic stiffness',
  },
  { pattern: /\bjab\b|\bjabs\b|\binjection\b|\bshot\b|\bsteroid\b|\bcortisone\b/, adds: 'injection' },
  { pattern: /\bgel injection|\blubricant|\bhyaluron/, adds: 'hyaluronic acid injection' },
  { pattern: /\bprp\b|\bplatelet|\bown blood\b|\bnstride\b|\baps\b/, adds: 'platelet orthobiologics nstride aps' },
  { pattern: /\bstem cell|\bbiologic|\borthobiologic/, adds: 'orthobiologics' },
  {
    pattern: /\bguided injection|\bultrasound.?guided|\bx-?ray.?guided|\bimage.?guided/,
    adds: 'image guided injection',
  },
  { pattern: /\brobot/, adds: 'robotic arm mako' },
  { pattern: /\bop\b|\bops\b/, adds: 'operation surgery' },
  // "What is a chondroplasty?" asks for a definition; "what are the risks?" does not.
  {
    pattern:
      /^(what('?s| is| are) (?!the\b|risks?\b|side\b|symptoms?\b|signs?\b|chances?\b|options?\b|alternatives?\b|benefits?\b|complications?\b|your\b|my\b|his\b)|explain|tell me about|describe)|\bwhat (does|do) (it|they|\w+) involve|\bhow (is|are) (it|they|\w+) done\b|\bwhat happens (in|during)\b/,
    adds: 'definition explained',
  },
  // Conditions and body parts
  { pattern: /\bacl\b|\bcruciate\b|\bligament\b/, adds: 'anterior cruciate ligament acl' },
  { pattern: /\bpcl\b|\bposterior cruciate\b|\bdashboard\b/, adds: 'posterior cruciate ligament pcl' },
  {
    pattern:
      /\bcartilage tear|\btorn cartilage|\bcartilage (is )?torn|\bmeniscus|\bmenisc|\bmenicus|\bmensicus|\bbucket handle/,
    adds: 'meniscus meniscal tear cartilage',
  },
  {
    pattern:
      /\bworn cartilage|\bcartilage (damage|defect|loss|repair|graft|transplant)|\bmicro.?fracture|\bmaci\b|\bosteochondral/,
    adds: 'cartilage repair reconstruction',
  },
  {
    pattern: /\bwear and tear\b|\bwear-and-tear\b|\bworn (out )?(knee|hip|joint)|\bbone on bone\b|\barthritic\b|\boa\b/,
    adds: 'osteoarthritis arthritis',
  },
  {
    pattern:
      /\brunner'?s knee\b|\bpain (at|in) the front of (my|the) knee|\bfront of (my|the) knee\b|\bbehind (my|the) kneecap\b|\bpatellofemoral\b|\bchondromalacia\b|\bjumper'?s knee\b/,
    adds: 'anterior knee pain patellofemoral',
  },
  {
    pattern:
      /\bknee ?cap\b.{0,40}\b(pop|slip|dislocat|out of place|moves? out|comes? out|gives? way|unstable|shift)|\b(pop|slip|dislocat)\w*.{0,30}\bknee ?cap\b|\bpatell\w* (dislocat|instab|subluxat)/,
    adds: 'patella instability dislocation stabilisation kneecap',
  },
  { pattern: /\bknee ?caps?\b|\bpatella\b/, adds: 'kneecap patella' },
  {
    pattern: /\bwater on the knee\b|\bfluid (on|in) the knee\b|\bwater on (my|the) knee\b|\beffusion\b|\bpuffy\b/,
    adds: 'swelling swollen fluid knee',
  },
  { pattern: /\bgives? way\b|\bgiving way\b|\bbuckl|\bunstable\b|\bwobbly\b/, adds: 'instability giving way' },
  { pattern: /\block(s|ing|ed)?\b|\bcatch(es|ing)?\b|\bstuck\b/, adds: 'locking catching' },
  { pattern: /\bhamstring/, adds: 'hamstring tendon repair' },
  {
    pattern: /\bbroken hip\b|\bbroke (my|her|his) hip\b|\bhip fracture\b|\bfractured hip\b/,
    adds: 'hip fracture trauma hemiarthroplasty',
  },
  {
    pattern: /\bbroken (knee|leg|kneecap)\b|\bfractur\w* (knee|leg|kneecap|shin|tibia)\b/,
    adds: 'fracture trauma knee surgery',
  },
  { pattern: /\bgroin\b|\bhip impingement\b|\bfai\b|\blabr(al|um)\b/, adds: 'hip arthroscopy impingement labral' },
  { pattern: /\bhip dysplasia\b|\bshallow socket\b|\bpao\b/, adds: 'hip dysplasia osteotomy' },
  { pattern: /\bclot\b|\bdvt\b|\bthrombosis\b|\bblood thinn/, adds: 'blood clot deep vein thrombosis' },
  { pattern: /\binfect/, adds: 'infection' },
  {
    pattern: /\bhow long\b.{0,30}\b(last|lasts|survive)|\blifespan\b|\blife span\b|\bwear out\b/,
    adds: 'implant last years',
  },
  { pattern: /\bsuccess rate|\bwork(s)? well|\bgood results|\boutcome/, adds: 'success results' },
  // Recovery and everyday life
  { pattern: /\bdriv(e|ing)\b|\bcar\b/, adds: 'drive driving' },
  { pattern: /\bback to work\b|\breturn to work\b|\btime off work\b|\boff work\b/, adds: 'work' },
  {
    pattern: /\bsport\b|\bsports\b|\bfootball\b|\brugby\b|\btennis\b|\bskiing\b|\bgolf\b|\bgym\b|\bjog/,
    adds: 'sport activity return',
  },
  {
    pattern: /\bhow long\b.{0,20}\b(recover|heal|get better|off)|\brecovery time\b|\bhealing time\b/,
    adds: 'recovery weeks',
  },
  {
    pattern: /\bstitches\b|\bsutures?\b|\bstaples\b|\bdressing\b|\bsteri.?strips?\b/,
    adds: 'wound stitches steristrips dressing',
  },
  { pattern: /\bshower\b|\bbath\b|\bwash\b/, adds: 'shower wound dry' },
  { pattern: /\bcrutch|\bwalking aid|\bwalking stick/, adds: 'crutches walking' },
  { pattern: /\bphysio\b|\bphysiotherap|\brehab\b|\bexercis/, adds: 'physiotherapy exercises rehabilitation' },
  { pattern: /\bbrace\b|\bsupport\b.{0,10}\bknee\b|\borthosis\b/, adds: 'brace' },
  { pattern: /\bput (me )?to sleep\b|\basleep\b|\bgeneral anaesthetic\b|\bspinal\b|\bepidural\b/, adds: 'anaesthetic' },
  { pattern: /\bpainkiller|\bpain relief|\bpain killer/, adds: 'pain relief' },
  {
    pattern:
      /\bnon.?surgical\b|\bwithout (an )?(op|operation|surgery)\b|\bavoid (an )?(op|operation|surgery)\b|\balternatives? to surgery\b|\bconservative\b/,
    adds: 'non-surgical treatment conservative',
  },
  { pattern: /\blose weight\b|\bweight loss\b|\boverweight\b/, adds: 'weight' },
  { pattern: /\bapp\b|\bmiop\b|\bphone app\b/, adds: 'miop app recovery' },
  { pattern: /\bguide\b|\bbooklet\b|\bleaflet\b|\bpdf\b|\bbrochure\b|\bdownload/, adds: 'guide booklet download' },
  // The practice
  {
    pattern:
      /\bopening (hours|times)\b|\bwhen (are|is) (you|the clinic|he) open\b|\bwhat (days|times)\b|\bclinic (hours|times|days)\b|\bwhich days\b/,
    adds: 'clinic hours',
  },
  {
    pattern: /\bbook\b|\bbooking\b|\bappointment\b|\bconsultation\b|\bsee (mr|dr|the surgeon|him)\b|\bget seen\b/,
    adds: 'book appointment consultation contact',
  },
  {
    pattern: /\bphone\b|\bnumber\b|\bcall\b|\bring\b|\bemail\b|\bcontact\b|\bsecretary\b/,
    adds: 'phone contact secretary',
  },
  {
    pattern: /\bwhere\b|\baddress\b|\blocation\b|\bpostcode\b|\bfind you\b|\bdirections\b|\bpark/,
    adds: 'address location hospital',
  },
  {
    pattern: /\binsur|\bbupa\b|\baxa\b|\baviva\b|\bvitality\b|\bwpa\b|\bcigna\b|\bcovered\b|\bpolicy\b/,
    adds: 'insurers insurance recognised',
  },
  {
    pattern:
      /\bcost\b|\bprice\b|\bfees?\b|\bhow much\b.{0,20}\b(pay|charge|cost)|\bpay for\b|\bself.?(pay|fund)|\bpaying\b|\bafford/,
    adds: 'fees self-funding cost',
  },
  { pattern: /\bnhs\b|\bgp referral\b|\breferral\b|\brefer\b|\bwaiting list\b/, adds: 'nhs referral' },
  { pattern: /\bprivate(ly)?\b/, adds: 'private practice' },
  {
    pattern:
      /\bqualifi|\bexperience\b|\btrained\b|\bbackground\b|\bwho is (mr|dr|the surgeon|he|your surgeon|ashworth|daniel)\b|\babout (mr|dr|the surgeon|him)\b|\bgmc\b/,
    adds: 'biography surgeon trained',
  },
  {
    pattern: /\bshares?\b|\bfinancial\b|\bdeclar|\bconflicts? of interest\b|\bpaid by\b/,
    adds: 'declarations financial interest',
  },
  { pattern: /\bphysio (centre|center|clinic)s?\b|\bnear me\b|\blocal physio/, adds: 'physiotherapy centres' },
];

/** Extra search words for lay wording in the question (empty when none applies). */
export function expandLayTerms(question: string): string {
  const text = normalise(question);
  return LAY_TERMS.filter(({ pattern }) => pattern.test(text))
    .map(({ adds }) => adds)
    .join(' ');
}
