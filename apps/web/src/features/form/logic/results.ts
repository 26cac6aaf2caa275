import type { ValidationItem, ValidationResult } from '@taxcert/contracts';
import { isRecommendationCode, isWarningCode } from '@taxcert/contracts/client';

export interface ClassifiedResult {
  rejections: ValidationItem[];
  warnings: ValidationItem[];
  recommendations: ValidationItem[];
}

/** Sorts every finding by its code: WRN… warnings, REC… recommendations, anything else a rejection. */
export function classifyResult(result: ValidationResult): ClassifiedResult {
  const all = [...result.rejections, ...result.warnings];
  return {
    rejections: all.filter((item) => !isWarningCode(item.code) && !isRecommendationCode(item.code)),
    warnings: all.filter((item) => isWarningCode(item.code)),
    recommendations: all.filter((item) => isRecommendationCode(item.code)),
  };
}
