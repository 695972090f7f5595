import { sentences } from './text';

/**
 * A quotable piece of a passage: one sentence of a paragraph, or one item of a list with the sentence that
 * introduces the list ("A typical recovery includes:"). Replies quote units as the page says them; the search
 * ranks passages by their best unit.
 */
export type Unit = {
  text: string;
  /** The sentence introducing the unit's list, quoted with it. */
  intro?: string;
  /** The paragraph or list the unit belongs to. */
  group: number;
  /** Position in the passage. */
  order: number;
};

export function unitsOf(body: string[]): Unit[] {
  const units: Unit[] = [];
  let group = -1;
  let intro: string | undefined;
  let inList = false;
  for (const line of body) {
    if (line.startsWith('- ')) {
      if (!inList) {
        intro = units.at(-1)?.text.trimEnd().endsWith(':') ? units.pop()!.text : undefined;
        group += 1;
        inList = true;
      }
      units.push({ text: line, intro, group, order: units.length });
      continue;
    }
    inList = false;
    group += 1;
    for (const sentence of sentences(line)) units.push({ text: sentence, group, order: units.length });
  }
  return units.map((unit, order) => ({ ...unit, order }));
}

/** Units to markdown: a paragraph's sentences joined, a list's items on their own lines after their intro. */
export function toMarkdown(units: Unit[]): string {
  const blocks: { group: number; isList: boolean; lines: string[] }[] = [];
  for (const unit of units) {
    const isList = unit.text.startsWith('- ');
    let block = blocks.at(-1);
    if (!block || block.group !== unit.group || block.isList !== isList) {
      block = { group: unit.group, isList, lines: isList && unit.intro ? [unit.intro] : [] };
      blocks.push(block);
    }
    block.lines.push(unit.text);
  }
  return blocks.map((block) => block.lines.join(block.isList ? '\n' : ' ')).join('\n\n');
}
