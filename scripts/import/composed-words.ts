import type { NavItem } from '../../contract/content-schema';
import { withLongForm } from './english-article';

/**
 * The words an import writes that the résumé did not (issue 41), in the résumé's language: the
 * greeting above the name, the nav's links, an intro of a title and a city when the résumé has no
 * summary, a degree of its type and field, the names of groups it has to make, the photo's alt
 * texts and the footer's credit. Each language's own way, not the English word for word, and with
 * no article or adjective that would have to agree with a gender the résumé does not state.
 */
export type ComposedWords = {
  greeting: string;
  nav: Record<NavItem['path'], string>;
  /** An intro from a job title and, when given, a city. */
  intro: (title: string, city: string | undefined) => string;
  /** A degree from its type ("BSc") and field ("Computer Science"). */
  degree: (type: string, field: string) => string;
  /** The group of skills listed with no group, and of projects with no type. */
  skills: string;
  projects: string;
  /** The link to the owner's own site, when it is their only one. */
  website: string;
  /** The alt text of the photo a résumé gives. */
  portrait: (name: string) => string;
  credit: (name: string) => string;
};

type Nav = ComposedWords['nav'];
const nav = (home: string, experience: string, skills: string, work: string, certifications: string, publications: string, awards: string, contact: string, writing: string): Nav => ({
  home, experience, skills, work, certifications, publications, awards, contact, writing,
});

/** The title first, as a sentence: "Développeur full stack à Lyon." */
const sentence = (title: string, rest = '', stop = '.') => `${title.charAt(0).toLocaleUpperCase()}${title.slice(1)}${rest}${stop}`;

const COMPOSED: Record<string, ComposedWords> = {
  en: {
    greeting: "Hi, I'm",
    nav: nav('Home', 'Experience', 'Skills', 'Works', 'Certifications', 'Publications', 'Awards', 'Contact', 'Writing'),
    intro: (title, city) => sentence(withLongForm(title), city ? ` based in ${city}` : ''),
    degree: (type, field) => `${type} in ${field}`,
    skills: 'Skills', projects: 'Projects', website: 'Website',
    portrait: (name) => `Portrait of ${name}`,
    credit: (name) => `Built by ${name} with folio`,
  },
  fr: {
    greeting: 'Bonjour, je suis',
    nav: nav('Accueil', 'Parcours', 'Compétences', 'Réalisations', 'Certifications', 'Publications', 'Distinctions', 'Contact', 'Articles'),
    intro: (title, city) => sentence(title, city ? ` à ${city}` : ''),
    degree: (type, field) => `${type} en ${field}`,
    skills: 'Compétences', projects: 'Projets', website: 'Site web',
    portrait: (name) => `Portrait de ${name}`,
    credit: (name) => `Conçu par ${name} avec folio`,
  },
  de: {
    greeting: 'Hallo, ich bin',
    nav: nav('Start', 'Werdegang', 'Kenntnisse', 'Projekte', 'Zertifikate', 'Publikationen', 'Auszeichnungen', 'Kontakt', 'Artikel'),
    intro: (title, city) => sentence(title, city ? ` in ${city}` : ''),
    degree: (type, field) => `${type} in ${field}`,
    skills: 'Kenntnisse', projects: 'Projekte', website: 'Website',
    portrait: (name) => `Porträt von ${name}`,
    credit: (name) => `Erstellt von ${name} mit folio`,
  },
  es: {
    greeting: 'Hola, soy',
    nav: nav('Inicio', 'Experiencia', 'Habilidades', 'Proyectos', 'Certificaciones', 'Publicaciones', 'Premios', 'Contacto', 'Artículos'),
    intro: (title, city) => sentence(title, city ? ` en ${city}` : ''),
    degree: (type, field) => `${type} en ${field}`,
    skills: 'Habilidades', projects: 'Proyectos', website: 'Sitio web',
    portrait: (name) => `Retrato de ${name}`,
    credit: (name) => `Creado por ${name} con folio`,
  },
  pt: {
    greeting: 'Olá, eu sou',
    nav: nav('Início', 'Experiência', 'Competências', 'Projetos', 'Certificações', 'Publicações', 'Prêmios', 'Contato', 'Artigos'),
    intro: (title, city) => sentence(title, city ? ` em ${city}` : ''),
    degree: (type, field) => `${type} em ${field}`,
    skills: 'Competências', projects: 'Projetos', website: 'Site',
    portrait: (name) => `Retrato de ${name}`,
    credit: (name) => `Criado por ${name} com folio`,
  },
  it: {
    greeting: 'Ciao, sono',
    nav: nav('Home', 'Esperienza', 'Competenze', 'Progetti', 'Certificazioni', 'Pubblicazioni', 'Premi', 'Contatti', 'Articoli'),
    intro: (title, city) => sentence(title, city ? ` a ${city}` : ''),
    degree: (type, field) => `${type} in ${field}`,
    skills: 'Competenze', projects: 'Progetti', website: 'Sito web',
    portrait: (name) => `Ritratto di ${name}`,
    credit: (name) => `Realizzato da ${name} con folio`,
  },
  nl: {
    greeting: 'Hoi, ik ben',
    nav: nav('Home', 'Ervaring', 'Vaardigheden', 'Projecten', 'Certificaten', 'Publicaties', 'Prijzen', 'Contact', 'Artikelen'),
    intro: (title, city) => sentence(title, city ? ` in ${city}` : ''),
    degree: (type, field) => `${type} ${field}`,
    skills: 'Vaardigheden', projects: 'Projecten', website: 'Website',
    portrait: (name) => `Portret van ${name}`,
    credit: (name) => `Gemaakt door ${name} met folio`,
  },
  // Polish and Ukrainian decline names after "by": a label and a colon keep the name as written.
  pl: {
    greeting: 'Cześć, jestem',
    nav: nav('Start', 'Doświadczenie', 'Umiejętności', 'Projekty', 'Certyfikaty', 'Publikacje', 'Nagrody', 'Kontakt', 'Artykuły'),
    intro: (title, city) => sentence(title, city ? `, ${city}` : ''),
    degree: (type, field) => `${type}, ${field}`,
    skills: 'Umiejętności', projects: 'Projekty', website: 'Strona internetowa',
    portrait: (name) => `Portret: ${name}`,
    credit: (name) => `Autor: ${name} · zbudowano w folio`,
  },
  uk: {
    greeting: 'Привіт, я',
    nav: nav('Головна', 'Досвід', 'Навички', 'Проєкти', 'Сертифікати', 'Публікації', 'Нагороди', 'Контакти', 'Статті'),
    intro: (title, city) => sentence(title, city ? `, ${city}` : ''),
    degree: (type, field) => `${type}, ${field}`,
    skills: 'Навички', projects: 'Проєкти', website: 'Вебсайт',
    portrait: (name) => `Портрет: ${name}`,
    credit: (name) => `Автор: ${name} · зроблено з folio`,
  },
  ru: {
    greeting: 'Привет, я',
    nav: nav('Главная', 'Опыт', 'Навыки', 'Проекты', 'Сертификаты', 'Публикации', 'Награды', 'Контакты', 'Статьи'),
    intro: (title, city) => sentence(title, city ? `, ${city}` : ''),
    degree: (type, field) => `${type}, ${field}`,
    skills: 'Навыки', projects: 'Проекты', website: 'Сайт',
    portrait: (name) => `Портрет: ${name}`,
    credit: (name) => `Автор: ${name} · сделано на folio`,
  },
  el: {
    greeting: 'Γεια σας, είμαι',
    nav: nav('Αρχική', 'Εμπειρία', 'Δεξιότητες', 'Έργα', 'Πιστοποιήσεις', 'Δημοσιεύσεις', 'Βραβεία', 'Επικοινωνία', 'Άρθρα'),
    intro: (title, city) => sentence(title, city ? `, ${city}` : ''),
    degree: (type, field) => `${type}, ${field}`,
    skills: 'Δεξιότητες', projects: 'Έργα', website: 'Ιστότοπος',
    portrait: (name) => `Πορτρέτο: ${name}`,
    credit: (name) => `Δημιουργία: ${name} με το folio`,
  },
  tr: {
    greeting: 'Merhaba, ben',
    nav: nav('Ana sayfa', 'Deneyim', 'Yetenekler', 'Projeler', 'Sertifikalar', 'Yayınlar', 'Ödüller', 'İletişim', 'Yazılar'),
    intro: (title, city) => (city ? sentence(city, ` merkezli ${title}`) : sentence(title)),
    degree: (type, field) => `${field}, ${type}`,
    skills: 'Yetenekler', projects: 'Projeler', website: 'Web sitesi',
    portrait: (name) => `Portre: ${name}`,
    credit: (name) => `Hazırlayan: ${name} · folio ile yapıldı`,
  },
  // Hebrew's "in" is a prefix of the word it governs.
  he: {
    greeting: 'שלום, אני',
    nav: nav('בית', 'ניסיון', 'כישורים', 'עבודות', 'הסמכות', 'פרסומים', 'פרסים', 'צור קשר', 'מאמרים'),
    intro: (title, city) => `${title}${city ? `, ${city}` : ''}.`,
    degree: (type, field) => `${type} ב${field}`,
    skills: 'כישורים', projects: 'פרויקטים', website: 'אתר אינטרנט',
    portrait: (name) => `דיוקן של ${name}`,
    credit: (name) => `נבנה על ידי ${name} עם folio`,
  },
  ar: {
    greeting: 'مرحبًا، أنا',
    nav: nav('الرئيسية', 'الخبرة', 'المهارات', 'الأعمال', 'الشهادات', 'المنشورات', 'الجوائز', 'تواصل', 'المقالات'),
    intro: (title, city) => `${title}${city ? ` في ${city}` : ''}.`,
    degree: (type, field) => `${type} في ${field}`,
    skills: 'المهارات', projects: 'المشاريع', website: 'الموقع الإلكتروني',
    portrait: (name) => `صورة ${name}`,
    credit: (name) => `أنشأه ${name} باستخدام folio`,
  },
  hi: {
    greeting: 'नमस्ते, मैं',
    nav: nav('होम', 'अनुभव', 'कौशल', 'प्रोजेक्ट', 'प्रमाणपत्र', 'प्रकाशन', 'पुरस्कार', 'संपर्क', 'लेख'),
    intro: (title, city) => `${city ? `${city} में ` : ''}${title}।`,
    degree: (type, field) => `${field} में ${type}`,
    skills: 'कौशल', projects: 'प्रोजेक्ट', website: 'वेबसाइट',
    portrait: (name) => `${name} का चित्र`,
    credit: (name) => `${name} द्वारा folio से बनाया गया`,
  },
  zh: {
    greeting: '你好，我是',
    nav: nav('首页', '经历', '技能', '作品', '证书', '出版物', '奖项', '联系', '文章'),
    intro: (title, city) => `${city ? `${city}的` : ''}${title}。`,
    degree: (type, field) => `${field}${type}`,
    skills: '技能', projects: '项目', website: '网站',
    portrait: (name) => `${name}的照片`,
    credit: (name) => `由 ${name} 使用 folio 构建`,
  },
  ja: {
    greeting: 'こんにちは、',
    nav: nav('ホーム', '経歴', 'スキル', '制作実績', '資格', '出版物', '受賞', 'お問い合わせ', '記事'),
    intro: (title, city) => `${city ? `${city}の` : ''}${title}。`,
    degree: (type, field) => `${field} ${type}`,
    skills: 'スキル', projects: 'プロジェクト', website: 'ウェブサイト',
    portrait: (name) => `${name}の写真`,
    credit: (name) => `${name}が folio で作成`,
  },
  ko: {
    greeting: '안녕하세요, 저는',
    nav: nav('홈', '경력', '기술', '작업', '자격증', '출판물', '수상', '연락처', '글'),
    intro: (title, city) => `${city ? `${city}의 ` : ''}${title}.`,
    degree: (type, field) => `${field} ${type}`,
    skills: '기술', projects: '프로젝트', website: '웹사이트',
    portrait: (name) => `${name} 사진`,
    credit: (name) => `제작: ${name} · folio 사용`,
  },
};

const base = (lang: string) => lang.split('-')[0]?.toLowerCase() ?? '';

/** The words for `lang` ("pt-BR" takes Portuguese's), or English's for a language folio has none for. */
export function composedWords(lang: string): ComposedWords {
  return COMPOSED[base(lang)] ?? (COMPOSED.en as ComposedWords);
}

/** Whether folio composes in `lang`: if not, what the import writes in English is named in its notes. */
export const composesIn = (lang: string) => base(lang) in COMPOSED;
