import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALWAYS, importedMantineFiles, importLine, inMantineOrder, listProblems, mantineClasses, missingMantineFiles, readMantineStyles } from './mantine-styles.ts';

const styles = readMantineStyles();
const siteList = readFileSync(new URL('../../web/src/app/mantine.css', import.meta.url), 'utf8');
const classOf = (file: string) => [...styles.classesOf.get(file)!][0]!;

describe("the site's list of Mantine stylesheets (web/src/app/mantine.css)", () => {
  it('starts with the reset, the variables and the global rules, and follows the order of styles.css', () => {
    const imported = importedMantineFiles(siteList);
    expect(imported.length).toBeGreaterThan(ALWAYS.length);
    expect(listProblems(imported, styles)).toEqual([]);
    expect(inMantineOrder(imported, styles)).toEqual(imported);
    expect(importedMantineFiles(imported.map(importLine).join('\n'))).toEqual(imported);
  });
});

describe('readMantineStyles', () => {
  it("reads every component's file in the order Mantine concatenates them", () => {
    expect(styles.order.slice(0, 3)).toEqual([...ALWAYS]);
    // A component's file comes after the ones it restyles.
    expect(styles.order.indexOf('Button.css')).toBeGreaterThan(styles.order.indexOf('UnstyledButton.css'));
    expect(styles.order.indexOf('NumberInput.css')).toBeGreaterThan(styles.order.indexOf('Input.css'));
    expect(styles.classesOf.get('Button.css')!.size).toBeGreaterThan(0);
  });
});

describe('missingMantineFiles', () => {
  const script = `const classes = { root: "${classOf('Button.css')}", inner: "${classOf('Tabs.css')}", own: "m_00000000" };`;

  it("names the file of each Mantine class a script uses that no stylesheet defines, in Mantine's order", () => {
    expect(missingMantineFiles([script], [], styles)).toEqual(inMantineOrder(['Tabs.css', 'Button.css'], styles));
    expect(missingMantineFiles([script], [`.${classOf('Button.css')}{color:red}`], styles)).toEqual(['Tabs.css']);
  });

  it('is satisfied when the built stylesheets define every class used, and ignores classes Mantine does not style', () => {
    const built = readFileSync(new URL('../../node_modules/@mantine/core/styles/Button.css', import.meta.url), 'utf8') + readFileSync(new URL('../../node_modules/@mantine/core/styles/Tabs.css', import.meta.url), 'utf8');
    expect(missingMantineFiles([script], [built], styles)).toEqual([]);
    expect(mantineClasses(script).has('m_00000000')).toBe(true);
  });
});

describe('listProblems', () => {
  it('refuses a list out of order, with a file Mantine lacks, or without the three files every page needs', () => {
    expect(listProblems([...ALWAYS, 'Button.css', 'UnstyledButton.css'], styles)).toEqual(["UnstyledButton.css comes before Button.css in Mantine's styles.css (or is listed twice)"]);
    expect(listProblems([...ALWAYS, 'Button.css', 'Button.css'], styles)).toHaveLength(1);
    expect(listProblems([...ALWAYS, 'Nothing.css'], styles)).toEqual(['not in @mantine/core/styles: Nothing.css']);
    expect(listProblems(['Button.css'], styles)).toEqual(['the list must start with baseline.css, default-css-variables.css, global.css']);
  });
});
