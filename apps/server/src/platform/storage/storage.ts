/** Where uploaded files live. Local disk by default; an S3-compatible bucket when S3_* is set. */
export interface TUploadGrant {
  uploadUrl: string;
  headers: Record<string, string>;
  fileUrl: string;
}

export interface TStorage {
  /** A target the browser PUTs the file to, valid until expiresAt. */
  grant(input: {
    key: string;
    category: string;
    maxSize: number;
    size: number;
    contentType: string;
    expiresAt: Date;
  }): Promise<TUploadGrant>;
}
