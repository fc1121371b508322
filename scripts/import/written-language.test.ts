import { describe, expect, it } from 'vitest';
import { composedWords } from './composed-words';
import { degreeOf, introOf, yearsStated } from './sentences';
import { textsIn, writtenLanguage } from './written-language';

const langOf = (...texts: string[]) => writtenLanguage(texts)?.lang;

describe('the language a résumé is written in', () => {
  it('reads a script that names its language', () => {
    expect(langOf('מפתח פול סטאק', 'React, TypeScript')).toBe('he');
    expect(langOf('مهندس برمجيات في الرياض')).toBe('ar');
    expect(langOf('ソフトウェアエンジニア', '東京')).toBe('ja');
    expect(langOf('软件工程师，北京')).toBe('zh');
    expect(langOf('소프트웨어 엔지니어')).toBe('ko');
    expect(langOf('सॉफ्टवेयर इंजीनियर')).toBe('hi');
  });

  it('tells Ukrainian from Russian by their own letters, and says nothing when neither shows', () => {
    expect(langOf('Розробник інтерфейсів у Києві, її команда')).toBe('uk');
    expect(langOf('Разработчик интерфейсов, опыт работы с этими системами')).toBe('ru');
    expect(langOf('Java Python')).toBeUndefined();
  });

  it('reads a Latin-script language by its little words, over the English names of tools', () => {
    const french = ['Développeur full stack chez une start-up de la fintech', 'Conception et développement des API pour les équipes produit avec Node.js et React', 'Mise en place de la CI sur GitLab pour le déploiement des services'];
    expect(langOf(...french)).toBe('fr');
    const german = ['Entwicklung der Plattform für den Kundenservice mit TypeScript und React', 'Aufbau einer Pipeline für die Auslieferung der Dienste', 'Betreuung von Studierenden im Rahmen der Lehre'];
    expect(langOf(...german)).toBe('de');
    const english = ['Led the migration of the billing platform to Kubernetes', 'Built the design system used by four teams with React and Storybook', 'Mentored two juniors in the frontend guild'];
    expect(langOf(...english)).toBe('en');
  });

  it('says nothing when the texts are names only', () => {
    expect(langOf('Kubernetes', 'Go', 'PostgreSQL', 'Acme Corp')).toBeUndefined();
    expect(langOf()).toBeUndefined();
  });

  it('reads words, not addresses, dates or codes', () => {
    expect(textsIn({ basics: { name: 'Ana', url: 'https://ana.dev', email: 'ana@ana.dev', profiles: [{ network: 'GitHub', username: 'ana' }] }, work: [{ startDate: '2020-01', summary: 'Equipa de dados' }] })).toEqual(['Ana', 'Equipa de dados']);
  });
});

describe('what the import composes, in the résumé’s language', () => {
  it('writes a degree from its type and field in each language’s order', () => {
    expect(degreeOf('Licence', 'Informatique', 'fr')).toBe('Licence en Informatique');
    expect(degreeOf('תואר ראשון', 'מדעי המחשב', 'he')).toBe('תואר ראשון במדעי המחשב');
    expect(degreeOf('学士', '情報科学', 'ja')).toBe('情報科学 学士');
    expect(degreeOf('BSc', 'Computer Science')).toBe('BSc in Computer Science');
  });

  it('writes an intro with no article or gender the résumé does not give', () => {
    expect(introOf('développeur full stack', 'Lyon', 'fr')).toBe('Développeur full stack à Lyon.');
    expect(introOf('Backend-Entwickler', undefined, 'de')).toBe('Backend-Entwickler.');
    expect(introOf('מפתח פול סטאק', 'קריית אונו', 'he')).toBe('מפתח פול סטאק, קריית אונו.');
    expect(introOf('ML Engineer', 'Berlin', 'en')).toBe('An ML Engineer based in Berlin.');
  });

  it('greets in the page’s language, and in English where folio has no words', () => {
    expect(composedWords('fr').greeting).toBe('Bonjour, je suis');
    expect(composedWords('pt-BR').greeting).toBe('Olá, eu sou');
    expect(composedWords('sv').greeting).toBe("Hi, I'm");
  });

  it('reads the years a summary states in other languages too', () => {
    expect(yearsStated('Développeur avec 10 ans d’expérience')).toEqual({ years: 10, conflicting: false });
    expect(yearsStated('8 Jahre Erfahrung in der Webentwicklung')).toEqual({ years: 8, conflicting: false });
    expect(yearsStated('מפתח עם 6 שנים של ניסיון')).toEqual({ years: 6, conflicting: false });
    expect(yearsStated('経験5年')).toEqual({ years: 5, conflicting: false });
  });
});
