import { RichText } from '@/components/ui/rich-text';

import { type BlockProps, TitledSection } from './titled-section';

/** Recovery milestones as an ordered list: vertical on phones, horizontal from medium width. */
export function Timeline({ id, title, steps, level = 2 }: BlockProps<'timeline'>) {
  return (
    <TitledSection id={id} title={title} level={level}>
      <ol className="relative space-y-8 border-l-2 border-teal-100 pl-8 md:flex md:gap-6 md:space-y-0 md:border-t-2 md:border-l-0 md:pt-8 md:pl-0">
        {steps.map((step, i) => (
          <li key={step.time} className="relative md:flex-1">
            <span
              aria-hidden="true"
              className="absolute top-0.5 -left-[2.6rem] flex size-8 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white md:-top-[3.05rem] md:left-0"
            >
              {i + 1}
            </span>
            <p className="font-serif text-xl text-navy-900">{step.time}</p>
            <p className="mt-1 text-ink-soft">
              <RichText text={step.description} />
            </p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
