import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css.ts';

const files: Record<string, string> = { 'assets/index-a1.css': 'body{color:red}', 'assets/x.css': 'a::after{content:"</style>"}' };
const read = (f: string) => files[f];

describe('inlineStylesheets', () => {
  it('puts the site stylesheet into the head, below the base path', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/entix/assets/index-a1.css"></head>';
    expect(inlineStylesheets(html, '/entix/', read)).toBe('<head><style>body{color:red}</style></head>');
  });
  it('leaves other links, unknown files and other origins alone', () => {
    const html = '<link rel="icon" href="/assets/index-a1.css"><link rel="stylesheet" href="/assets/missing.css"><link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(inlineStylesheets(html, '/', read)).toBe(html);
  });
  it('cannot be closed early by the CSS text', () => {
    const out = inlineStylesheets('<link rel="stylesheet" href="/assets/x.css">', '/', read);
    expect(out.match(/<\/style>/gi)).toHaveLength(1);
    expect(out).toBe('<style>a::after{content:"<\\/style>"}</style>');
  });
});
