import { ContactSection } from '@/components/contact/contact-section';
import { Biography } from '@/components/home/biography';
import { Hero } from '@/components/home/hero';
import { IntroVideo } from '@/components/home/intro-video';
import { LatestStories } from '@/components/home/latest-stories';
import { OrganisationGrid } from '@/components/home/organisation-grid';
import { home } from '@/content/home';
import { practice } from '@/content/practice';

export default function HomePage() {
  return (
    <>
      <Hero />
      <IntroVideo />
      <Biography />
      <ContactSection />
      <LatestStories />
      <OrganisationGrid id="societies-heading" heading={home.societies.heading} organisations={practice.societies} />
      <OrganisationGrid
        id="insurers-heading"
        heading={home.insurers.heading}
        intro={home.insurers.intro}
        organisations={practice.insurers}
      />
    </>
  );
}
