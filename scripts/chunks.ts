import { resolve } from 'node:path';
import type { ModuleInfo } from 'rolldown';

interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

// Code any screen may use (features never import each other, so a feature's code is its own); a
// flow's machine belongs to its screens.
const SHARED_CODE = /[\\/](domain|machines|src[\\/]lib|src[\\/]components)[\\/][^\\]*(?<!\.machine)\.tsx?$/;
const FEATURE_CODE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/][^\\]*\.tsx?$/;
const LIBRARY = /[\\/]node_modules[\\/]/;
// The back office's own modules (src/features/gestao, domain/gestao-*, domain/contract/gestao-*)
// never join a member's or buyer's chunk, however small.
// The checkout, the shared payment UI (card form, header) and the card rules belong to the
// payment and card screens, not to start-up code.
const CHECKOUT =
  /[\\/](src[\\/]features[\\/]checkout[\\/]|src[\\/]components[\\/]payment[\\/]|domain[\\/](card-form|boleto-line)\.ts$)/;
// Small modules the screens that pay, charge or authorize share (the payment methods, the
// Idempotency-Key, Pix Automático's texts, bank list and calls), not start-up code either: one file
// together rather than a round trip each.
const PAYMENT_SHARED =
  /[\\/](domain[\\/](payment-methods|debito-automatico-messages|pix-participants|bank-account)|src[\\/]lib[\\/](idempotency-key|pix-automatico-api))\.ts$/;
// A screen's message tables (assemblies, congress, refunds…) and the helpers that only screens
// use are not start-up code: kept out of `app` (one feature's own still join its `<feature>-shared`),
// they load with the screens that show them instead
// of growing the `app` chunk every page (the public product page too) downloads before it is usable.
const SCREEN_TEXTS =
  /[\\/](domain[\\/]([^\\/]*-(messages|texts)|association-link|voting-format|refund-line|whatsapp-consent|terms-text)|src[\\/]lib[\\/](member-votings-api|live-changes|server-sent-events)|src[\\/]components[\\/](terms-text|member-live-changes|bottom-menu))\.tsx?$/;
// What only a finished purchase shows (the 7-day withdrawal, a boleto's PIX key for its money back)
// loads with it, not with the product page.
const AFTER_PURCHASE =
  /[\\/](domain[\\/](withdrawal-messages|pix-key)\.ts|src[\\/]components[\\/]refund-key-fields\.tsx)$/;
// A download's response handler (a document, a voting's PDF, the member's data) runs when a file is
// asked for: it goes with the screens that download, not into start-up code.
const FILE_DOWNLOAD = /[\\/]src[\\/]lib[\\/]downloaded-file\.ts$/;
const BUYER_SCREENS = /[\\/]src[\\/]features[\\/](purchase|checkout)[\\/]/;
const BACK_OFFICE = /[\\/](gestao[\\/]|gestao-[^\\/]*\.tsx?$)/;
const PENDING = '(pending)';

/**
 * Names the chunk of each module (Rolldown's codeSplitting group `name`), so that a screen's code
 * comes in a few files instead of a dozen: over HTTP/1.1 each file costs a round trip on one of six
 * connections, and most were files of a few hundred bytes.
 * - `app`: everything the entry needs, plus the small shared modules (formatters, messages, tiny
 *   hooks, machine helpers) whose own imports are all in it too: a few kilobytes that most screens
 *   asked for one by one. Such a module runs at start-up, so it must only define things.
 * - `<feature>-shared`: a feature's small modules used by more than one module (its screens'
 *   common lists, rows and calls), whose imports are in `app` or in the same chunk.
 * - a small library module that imports nothing goes where all its importers go (dayjs's time-zone
 *   plugins with the shared date formatters).
 * Anything else (each screen, and large or library code) is left to Rolldown.
 */
export function chunkNames(root: string, limits: { sharedModuleBytes: number; featureModuleBytes: number }) {
  const html = resolve(root, 'index.html');
  // Matched inside the repository only: a checkout in, say, ~/machines/ would make every module "shared".
  const inRepository = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id);
  let needed: Set<string> | undefined;
  const verdicts = new Map<string, string | null>();

  const staticClosure = (ctx: ChunkingContext, from: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(from);
    return seen;
  };

  // A module some screen imports lazily stays out of `app` (it would load at start-up), but may join
  // its feature's chunk: /produto's data call imports the purchase API ahead of its page.
  const small = (info: ModuleInfo | null, maxBytes: number, lazyToo = false): info is ModuleInfo =>
    info?.code != null && info.code.length <= maxBytes && (lazyToo || info.dynamicImporters.length === 0);

  const libraryChunkOf = (ctx: ChunkingContext, id: string, info: ModuleInfo): string | null => {
    verdicts.set(id, PENDING);
    const groups = new Set(info.importers.map((importer) => chunkOf(ctx, importer)));
    groups.delete(PENDING);
    const [group] = groups;
    const verdict = groups.size === 1 && group !== null && group !== undefined ? group : null;
    verdicts.set(id, verdict);
    return verdict;
  };

  /** Imported (directly or through modules of its own kind) by back-office modules only. */
  const backOfficeOnly = (ctx: ChunkingContext, id: string, seen = new Set<string>()): boolean => {
    if (BACK_OFFICE.test(id)) return true;
    if (seen.has(id) || needed!.has(id)) return false;
    seen.add(id);
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    return importers.length > 0 && importers.every((importer) => backOfficeOnly(ctx, importer, seen));
  };

  /** `<feature>-shared` when every importer is a module of that one feature (not the entry's). */
  const soleFeatureGroup = (info: ModuleInfo | null): string | null => {
    if (!info || info.importers.length === 0 || needed!.has(info.id)) return null;
    const features = new Set(
      info.importers.map((importer) => FEATURE_CODE.exec(inRepository(importer))?.[1]),
    );
    const [only] = features;
    return features.size === 1 && only !== undefined ? `${only}-shared` : null;
  };

  /**
   * Screen texts come in two files, not one each: those a buyer's screen uses (the product page and
   * its checkout, through shared code too) and the members' others, so /produto does not download
   * the assemblies' texts.
   */
  const textsGroup = (ctx: ChunkingContext, id: string) =>
    usedByBuyerScreen(ctx, id) ? 'buyer-texts' : 'member-texts';

  /** Some module of the product page or its checkout imports it, directly or through shared code. */
  const usedByBuyerScreen = (ctx: ChunkingContext, id: string, seen = new Set<string>()): boolean => {
    if (BUYER_SCREENS.test(inRepository(id))) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) =>
      usedByBuyerScreen(ctx, importer, seen),
    );
  };

  /** A module joins its candidate group only if its imports are in `app` or in the same group. */
  const chunkOf = (ctx: ChunkingContext, id: string): string | null => {
    if (needed!.has(id)) return 'app';
    if (PAYMENT_SHARED.test(id)) return 'payment-shared';
    if (BACK_OFFICE.test(id) || CHECKOUT.test(id) || AFTER_PURCHASE.test(id) || FILE_DOWNLOAD.test(id))
      return null;
    if (verdicts.has(id)) return verdicts.get(id)!;
    const info = ctx.getModuleInfo(id);
    if (LIBRARY.test(id)) {
      return small(info, limits.sharedModuleBytes) && info.importedIds.length === 0
        ? libraryChunkOf(ctx, id, info)
        : null;
    }
    const feature = FEATURE_CODE.exec(inRepository(id))?.[1];
    const featureGroup = `${feature}-shared`;
    // A module only one other imports rides along with it when that one joins the feature's group
    // (a row's badge with the row), instead of a file of its own.
    const ridesAlong = (importer: string | undefined) =>
      importer !== undefined &&
      FEATURE_CODE.exec(inRepository(importer))?.[1] === feature &&
      chunkOf(ctx, importer) === featureGroup;
    // Shared code that only the back office uses stays out of the members' and buyers' start-up;
    // shared code that only one feature's modules import goes with that feature's shared modules.
    const group = SHARED_CODE.test(inRepository(id))
      ? backOfficeOnly(ctx, id)
        ? null
        : (soleFeatureGroup(info) ?? (SCREEN_TEXTS.test(id) ? textsGroup(ctx, id) : 'app'))
      : feature &&
          info &&
          (info.importers.length > 1 || (info.importers.length === 1 && ridesAlong(info.importers[0])))
        ? featureGroup
        : null;
    const maxBytes = group === 'app' ? limits.sharedModuleBytes : limits.featureModuleBytes;
    if (!group || !small(info, maxBytes, group !== 'app')) {
      verdicts.set(id, null);
      return null;
    }
    verdicts.set(id, group); // an import cycle back to this module does not refuse it
    const fits = info.importedIds.every((dep) => {
      const depChunk = chunkOf(ctx, dep);
      // A component's own small stylesheet goes where the component goes.
      // A feature's chunk may lean on the screens' texts, two small files its screens load anyway
      // (`app` may not: every page would then download them before it starts).
      const texts = group !== 'app' && (depChunk === 'buyer-texts' || depChunk === 'member-texts');
      return depChunk === 'app' || depChunk === group || texts || depChunk === PENDING || /\.css$/.test(dep);
    });
    verdicts.set(id, fits ? group : null);
    return fits ? group : null;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    if (id === html || /[\\/]main\.tsx$/.test(id)) return null;
    needed ??= staticClosure(ctx, html);
    return chunkOf(ctx, id);
  };
}
