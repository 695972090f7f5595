import { practice } from '@/content/practice';

/**
 * The home page's short film: each scene is a title card over the project's artwork, with the narration spoken
 * and shown as captions. scripts/make-intro-video.ts turns this into public/media/ (mp4 + WebVTT captions).
 */
export const introVideoScenes: { heading: string; narration: string }[] = [
  {
    heading: `Meet ${practice.surgeon.name}`,
    narration: `Welcome. I am ${practice.surgeon.name}, a consultant surgeon for knees, hips and sports injuries.`,
  },
  {
    heading: 'Booking your first appointment',
    narration: 'To book, send us a message on this website or call the practice secretary. We will call you back.',
  },
  {
    heading: 'At your appointment',
    narration: 'We talk about your symptoms and your goals. I examine your joint and look at any scans.',
  },
  {
    heading: 'Deciding together',
    narration: 'We go through every option, including treatment without surgery. You decide when you are ready.',
  },
  {
    heading: 'Here to help',
    narration: 'If you have questions at any point, please get in touch. Thank you for watching.',
  },
];
