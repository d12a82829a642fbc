import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bothTag, bothViewports, oneProject, projectGrep, projectNames, projectsOf } from './e2e-projects.ts';

const specsDir = join(import.meta.dirname, '..', '..', 'e2e', 'specs');
const specFiles = readdirSync(specsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));

/** The string Playwright matches a project's grep against: project, file, describes, title, tags. */
const grepTitle = (project: string, file: string, title: string, tags: string[] = []) => [project, file, title, ...tags].join(' ');

describe('e2e project assignment', () => {
  it('runs every spec file in at least one project, through the grep the config builds', () => {
    for (const file of specFiles) {
      const ran = projectNames.filter((project) => projectGrep(project, specFiles).test(grepTitle(project, file, 'a test')));
      expect(ran, file).toEqual(projectsOf(file));
      expect(ran.length, file).toBeGreaterThan(0);
    }
  });

  it('runs a spec file added after the list was written in exactly one project', () => {
    const added = [...specFiles, 'brand-new.spec.ts'];
    const ran = projectNames.filter((project) => projectGrep(project, added).test(grepTitle(project, 'brand-new.spec.ts', 'a test')));
    expect(ran).toEqual([oneProject('brand-new.spec.ts')]);
  });

  it('runs a test tagged @both in both projects, whichever project its file has', () => {
    for (const file of specFiles.filter((spec) => !bothViewports.includes(spec))) {
      for (const project of projectNames) expect(projectGrep(project, specFiles).test(grepTitle(project, file, 'a test', [bothTag])), `${project} ${file}`).toBe(true);
    }
  });

  it('runs a viewport-independent file in the other project never, and in both projects only when listed', () => {
    const single = specFiles.find((spec) => !bothViewports.includes(spec))!;
    const other = projectNames.find((project) => project !== oneProject(single))!;
    expect(projectGrep(other, specFiles).test(grepTitle(other, single, 'a test'))).toBe(false);
    expect(projectGrep(other, specFiles).test(grepTitle(other, single, 'mentions @bothersome but is not tagged'))).toBe(false);
  });

  it('lists only spec files that exist, so a renamed file does not silently drop out of a project', () => {
    for (const file of bothViewports) expect(specFiles, file).toContain(file);
  });

  it('keeps both projects exercised: each one runs at least a third of the single-project files', () => {
    const single = specFiles.filter((spec) => !bothViewports.includes(spec));
    for (const project of projectNames) expect(single.filter((spec) => oneProject(spec) === project).length).toBeGreaterThanOrEqual(single.length / 3);
  });

  it('assigns by the file name alone, the same on every call', () => {
    expect(oneProject('login.spec.ts')).toBe(oneProject('login.spec.ts'));
    expect(projectsOf('chrome.spec.ts')).toEqual(['desktop', 'mobile']);
  });
});
