import { P } from '../chat-eval/pages';

/**
 * Site-search queries in patients' words: a word or a few, sometimes a question, sometimes misspelt, as people
 * type into a search box. Written before looking at the pages' wording (only the page list of
 * tests/chat-eval/pages.ts was used, to label each query with the pages a good first result would be). Held out
 * like the chat's test set: no rule or synonym in lib/chat may be added for one of these queries.
 */
export type SearchQuery = { query: string; pages: string[] };

export const searchQueries: SearchQuery[] = [
  { query: 'meniscus', pages: P.meniscus },
  { query: 'steristrips', pages: [...P.kneeArthroscopy, ...P.meniscus, ...P.chondroplasty] },
  { query: 'Bupa', pages: P.fees },
  { query: 'driving after hip replacement', pages: P.thr },
  { query: 'can i kneel after knee replacment', pages: P.tkr },
  { query: 'torn acl', pages: P.acl },
  { query: 'how long do hip replacements last', pages: P.thr },
  { query: 'keyhole knee surgery', pages: P.kneeArthroscopy },
  { query: 'partial knee', pages: P.pkr },
  { query: 'physio near coventry', pages: P.physio },
  { query: 'knee brace', pages: P.physio },
  { query: 'kneecap keeps popping out', pages: P.patella },
  { query: 'arthritis in my knee', pages: P.kneeArthritis },
  { query: 'injection for hip pain', pages: [...P.hipInjection, ...P.nonSurgicalHip] },
  { query: 'broken hip', pages: P.hipFracture },
  { query: 'how much does it cost to see him privately', pages: [...P.fees, ...P.privatePractice] },
  { query: 'nhs appointment', pages: [...P.nhsPractice, ...P.booking] },
  { query: 'clinic opening hours', pages: [...P.privatePractice, ...P.nhsPractice] },
  { query: 'miop app', pages: P.miop },
  { query: 'pain at the front of my knee going up stairs', pages: P.anteriorKneePain },
  { query: 'runners knee', pages: P.anteriorKneePain },
  { query: 'ostetomy recovery', pages: P.osteotomy },
  { query: 'robot knee surgery', pages: [...P.robotic, ...P.pkr, ...P.tkr] },
  { query: 'total hip replacment recovery time', pages: P.thr },
  { query: 'what do you do with my data', pages: P.privacy },
  { query: 'accessibility', pages: P.accessibility },
  { query: 'write a review', pages: [...P.stories, ...P.testimonials] },
  { query: 'hamstring tear', pages: P.hamstring },
  { query: 'manipulation under anaesthetic knee', pages: P.kneeMua },
  { query: 'redo knee replacement', pages: P.revision },
  { query: 'cartilage transplant', pages: [...P.cartilage, ...P.hipCartilage] },
  { query: 'hip impingement arthroscopy', pages: P.hipArthroscopy },
  { query: 'non surgical treatment for hip arthritis', pages: P.nonSurgicalHip },
  { query: 'back to work after acl surgery', pages: P.acl },
  { query: 'swollen knee after replacement', pages: P.tkr },
  { query: 'sleeping after hip replacement', pages: P.thr },
  { query: 'pcl', pages: P.pcl },
  { query: 'nstride', pages: P.nstride },
  { query: 'steroid injection knee', pages: P.kneeInjection },
  { query: 'artroscopy of the menicus', pages: [...P.meniscus, ...P.kneeArthroscopy] },
];
